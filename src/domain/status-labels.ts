import { t } from '@/lib/i18n/translate';
import type { CardStatus } from './enums';

/** How a card status reads to people, wherever it is shown or chosen. */
export function cardStatusLabel(status: CardStatus): string {
  switch (status) {
    case 'OPEN':
      return t('status.open', 'Open');
    case 'CLOSED':
      return t('status.closed', 'Closed');
    case 'ARCHIVED':
      return t('status.archived', 'Archived');
  }
}
