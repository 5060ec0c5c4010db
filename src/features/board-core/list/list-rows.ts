import type { Card, Column } from '@/api/types';
import { parseSortOrder } from '@/domain/ordering';
import type { Placement } from '../model/card-placement';
import type { BoardLayout } from '../model/board-layout';
import { sortCardsBy, sortColumnsBy, type ListSort } from './list-sort';
import type { CardSortField } from '@/domain/enums';
import { t } from '@/lib/i18n/translate';

export interface ListGroup {
  column: Column;
  cards: readonly Card[];
}

export type ListRow =
  | { kind: 'group'; key: string; group: ListGroup; expanded: boolean }
  | { kind: 'card'; key: string; card: Card; column: Column };

const STICKY_FIELDS: Record<CardSortField, () => string> = {
  order: () => t('list.stickyField.order', 'position'),
  number: () => t('list.sortName.number', 'number'),
  title: () => t('list.sortName.title', 'title'),
  due_date: () => t('list.sortName.dueDate', 'due date'),
  created_at: () => t('list.stickyField.createdAt', 'created at'),
  updated_at: () => t('list.stickyField.updatedAt', 'updated at'),
};

/**
 * Why a column's cards cannot be put in a chosen order: it keeps a sticky sort other than its
 * manual order. Null when they can.
 */
export function stickySortNote(column: Column): string | null {
  const parsed = parseSortOrder(column.sort_order);
  if (parsed === null || (parsed.field === 'order' && !parsed.descending)) return null;
  const field = STICKY_FIELDS[parsed.field]();
  return parsed.descending
    ? t(
        'list.stickyDesc',
        'Always sorted by {field}, descending: cards here cannot be reordered by hand',
        {
          field,
        },
      )
    : t('list.sticky', 'Always sorted by {field}: cards here cannot be reordered by hand', {
        field,
      });
}

/** The groups of the list, in the table's sort. */
export function listGroups(layout: BoardLayout, sort: ListSort | null): ListGroup[] {
  return sortColumnsBy(layout.columns, sort).map((column) => ({
    column,
    cards: sortCardsBy(layout.cardsByColumn.get(column.id) ?? [], sort),
  }));
}

/** The flat rows the virtualizer renders: each group's header, then its cards unless collapsed. */
export function listRows(groups: readonly ListGroup[], collapsed: ReadonlySet<number>): ListRow[] {
  const rows: ListRow[] = [];
  for (const group of groups) {
    const expanded = !collapsed.has(group.column.id);
    rows.push({ kind: 'group', key: `group-${group.column.id}`, group, expanded });
    if (!expanded) continue;
    for (const card of group.cards) {
      rows.push({ kind: 'card', key: `card-${card.id}`, card, column: group.column });
    }
  }
  return rows;
}

/** Card ids per group as shown, collapsed groups included (where a drop would put a card). */
export function listPlacement(groups: readonly ListGroup[]): Placement {
  return new Map(groups.map((group) => [group.column.id, group.cards.map((card) => card.id)]));
}
