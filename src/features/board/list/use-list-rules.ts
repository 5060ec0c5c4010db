import { verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import {
  cardDragId,
  type DropRules,
  listPlacement,
  stickySortNote,
  type ListGroup,
  type ListRow,
} from '@/features/board-core';

/**
 * The list's drop rules (the groups as shown, where each row is, which groups take a chosen
 * order: none under a header sort) and its sortable rows: rows make room for the dragged one
 * only within a group that keeps a chosen order; across groups the landing row shows a mark
 * instead (group header rows do not move).
 */
export function useListRules(
  groups: readonly ListGroup[],
  rows: readonly ListRow[],
  manualOrder: boolean,
) {
  const placement = useMemo(() => listPlacement(groups), [groups]);
  const cardRows = useMemo(() => rows.filter((row) => row.kind === 'card'), [rows]);
  const rules = useMemo((): DropRules => {
    const rowIndex = new Map(
      rows.flatMap((row, i) => (row.kind === 'card' ? [[row.card.id, i]] : [])),
    );
    const reorderable = new Set(
      groups
        .filter((group) => manualOrder && stickySortNote(group.column) === null)
        .map((group) => group.column.id),
    );
    return {
      placement,
      rowIndex: (cardId) => rowIndex.get(cardId) ?? -1,
      canReorder: (columnId) => reorderable.has(columnId),
    };
  }, [groups, rows, placement, manualOrder]);

  const sortableIds = useMemo(() => cardRows.map((row) => cardDragId(row.card.id)), [cardRows]);
  const strategy = useMemo((): SortingStrategy => {
    return (args) => {
      const active = cardRows[args.activeIndex];
      const over = cardRows[args.overIndex];
      if (!active || !over || active.column.id !== over.column.id) return null;
      return rules.canReorder(over.column.id) ? verticalListSortingStrategy(args) : null;
    };
  }, [cardRows, rules]);
  return { rules, sortableIds, strategy };
}
