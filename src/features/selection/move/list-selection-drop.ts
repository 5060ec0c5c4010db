import { columnOf, type DragTarget, type DropRules, type projectDrop } from '@/features/board-core';
import { selectionBefore } from './selection-drop';

export interface ListSelectionDrop {
  columnId: number;
  /** Null: the end of the group (always so where the group has no chosen order). */
  beforeCardId: number | null;
  /** False where the group shows no manual order: the cards already in it stay. */
  ordered: boolean;
}

/**
 * Where a selection dragged in the list goes, with the dragged card's drop (`project`, the list's
 * `projectDrop`, given so this code does not load the list's): its group, before the first card
 * after it that is not moving. Dropped where the dragged card already is, the others gather
 * there. Null over no row.
 */
export function listSelectionDrop(
  rules: DropRules,
  cardId: number,
  target: DragTarget | null,
  moving: ReadonlySet<number>,
  project: typeof projectDrop,
): ListSelectionDrop | null {
  if (target === null) return null;
  const drop = project(rules, cardId, target);
  const placement = drop?.placement ?? rules.placement;
  const columnId = drop?.columnId ?? columnOf(placement, cardId);
  if (columnId === null) return null;
  const ordered = rules.canReorder(columnId);
  const ids = placement.get(columnId) ?? [];
  return { columnId, beforeCardId: ordered ? selectionBefore(ids, cardId, moving) : null, ordered };
}
