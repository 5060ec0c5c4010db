import {
  closestCenter,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type DroppableContainer,
} from '@dnd-kit/core';
import { parseDragId } from './drag-ids';

/** The id of the SortableContext holding a kanban column's cards. */
export const columnCardListId = (columnId: number): string => `card-list-${columnId}`;

/** The SortableContext a sortable card belongs to (its `data.current.sortable.containerId`). */
function cardListOf(container: DroppableContainer): unknown {
  const data: unknown = container.data.current;
  if (typeof data !== 'object' || data === null || !('sortable' in data)) return undefined;
  const { sortable } = data;
  if (typeof sortable !== 'object' || sortable === null || !('containerId' in sortable)) {
    return undefined;
  }
  return sortable.containerId;
}

/**
 * Columns collide only with columns. Cards prefer the card under the pointer, then the column
 * under it (an empty column, or the space below its cards), then whatever the dragged rect
 * touches; keyboard drags (no pointer) use the closest center.
 *
 * Fast on big boards: each droppable's rect reads the scroll offsets of its scroll containers
 * on every access, so the columns under the pointer are found first and only the cards of
 * those columns are tested (cards outside a kanban column's list, as in the list view, always
 * are). The result is the same as testing every droppable.
 */
export const boardCollisionDetection: CollisionDetection = (args) => {
  const active = parseDragId(args.active.id);
  const columns: DroppableContainer[] = [];
  const cards: DroppableContainer[] = [];
  for (const container of args.droppableContainers) {
    const kind = parseDragId(container.id)?.kind;
    if (kind === 'column') columns.push(container);
    else if (kind === 'card') cards.push(container);
  }
  if (active?.kind === 'column') return closestCenter({ ...args, droppableContainers: columns });
  if (!args.pointerCoordinates) return closestCenter(args);

  const columnHits = pointerWithin({ ...args, droppableContainers: columns });
  const hitLists = new Set<unknown>();
  for (const hit of columnHits) {
    const column = parseDragId(hit.id);
    if (column) hitLists.add(columnCardListId(column.id));
  }
  const candidates = cards.filter((card) => {
    const list = cardListOf(card);
    return typeof list !== 'string' || !list.startsWith('card-list-') || hitLists.has(list);
  });
  const cardHits = pointerWithin({ ...args, droppableContainers: candidates });
  if (cardHits.length > 0) return cardHits;
  if (columnHits.length > 0) return columnHits;
  return rectIntersection(args);
};
