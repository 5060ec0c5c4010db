import { isKnown, type Card } from '@/api';
import { CARD_STATUS_LABELS, CARD_STATUSES } from '@/domain/enums';
import type { SortKey } from './list-sort';

export const SORT_LABELS: Record<SortKey, string> = {
  number: 'Number',
  title: 'Title',
  column: 'Column',
  due_date: 'Due date',
  status: 'Status',
  checklist: 'Checklist',
};

/** A card's status for people; a value this app does not know is shown as it came. */
export function statusText(status: Card['status']): string {
  if (status === null) return '';
  return isKnown(CARD_STATUSES, status) ? CARD_STATUS_LABELS[status] : `${status} (unknown)`;
}
