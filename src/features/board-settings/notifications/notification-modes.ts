import type { NotificationMode } from '@/domain/enums';
import { t } from '@/lib/i18n/translate';

export const NOTIFICATION_MODE_TEXT: Record<
  NotificationMode,
  () => { label: string; meaning: string }
> = {
  all: () => ({
    label: t('settings.notify.all', 'Everything'),
    meaning: t('settings.notify.allMeaning', 'Mentions, assignments and board changes.'),
  }),
  assignee: () => ({
    label: t('settings.notify.assignee', 'Assigned cards'),
    meaning: t(
      'settings.notify.assigneeMeaning',
      'Only events on cards you are assigned to, including being assigned.',
    ),
  }),
  mentions: () => ({
    label: t('settings.notify.mentions', 'Mentions'),
    meaning: t('settings.notify.mentionsMeaning', 'Only when someone mentions you in a card.'),
  }),
  silent: () => ({
    label: t('settings.notify.silent', 'Silent'),
    meaning: t('settings.notify.silentMeaning', 'Nothing from this board.'),
  }),
};
