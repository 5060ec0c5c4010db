import { isKnown } from '@/api/schemas/primitives';
import type { Notification } from '@/api/types';
import { NOTIFICATION_KINDS } from '@/domain/enums';
import { formatDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';

/** What happened, in words, after the actor's name. */
export function actionText(kind: Notification['kind']): string {
  if (!isKnown(NOTIFICATION_KINDS, kind)) return t('inbox.action.other', 'did something');
  switch (kind) {
    case 'mention':
      return t('inbox.action.mention', 'mentioned you in');
    case 'assigned':
      return t('inbox.action.assigned', 'assigned you to');
    case 'board_updated':
      return t('inbox.action.boardUpdated', 'updated the board');
  }
}

export function formatTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, 'dateTime');
}

/** The distinct card ids of the inbox, in order, for one batch request. */
export function cardIdsOf(notifications: readonly Notification[]): number[] {
  return [...new Set(notifications.flatMap((n) => (n.card_id == null ? [] : [n.card_id])))];
}
