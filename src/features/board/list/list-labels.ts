import { isKnown, type Card } from '@/api';
import { CARD_STATUSES } from '@/domain/enums';
import { cardStatusLabel } from '@/domain/status-labels';
import { t } from '@/lib/i18n/translate';
import type { SortKey } from '@/features/board-core';

/** The column headers, by sort key. */
export const SORT_LABELS: Record<SortKey, () => string> = {
  number: () => t('list.column.number', 'Number'),
  title: () => t('list.column.title', 'Title'),
  column: () => t('list.column.column', 'Column'),
  due_date: () => t('list.column.dueDate', 'Due date'),
  status: () => t('list.column.status', 'Status'),
  checklist: () => t('list.column.checklist', 'Checklist'),
};

/** The same inside a sentence ("Sorted by due date"; German keeps its capitals). */
export const SORT_NAMES_IN_TEXT: Record<SortKey, () => string> = {
  number: () => t('list.sortName.number', 'number'),
  title: () => t('list.sortName.title', 'title'),
  column: () => t('list.sortName.column', 'column'),
  due_date: () => t('list.sortName.dueDate', 'due date'),
  status: () => t('list.sortName.status', 'status'),
  checklist: () => t('list.sortName.checklist', 'checklist'),
};

/** A card's status for people; a value this app does not know is shown as it came. */
export function statusText(status: Card['status']): string {
  if (status === null) return '';
  return isKnown(CARD_STATUSES, status)
    ? cardStatusLabel(status)
    : t('list.status.unknown', '{status} (unknown)', { status });
}
