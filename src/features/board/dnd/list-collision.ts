import {
  closestCenter,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type DroppableContainer,
} from '@dnd-kit/core';
import { parseDragId } from '@/features/board-core';

/**
 * The list view's collisions. Columns (group headers) collide only with columns. Cards prefer
 * the card under the pointer, then the column under it, then whatever the dragged rect
 * touches; keyboard drags (no pointer) use the closest center.
 */
export const listCollisionDetection: CollisionDetection = (args) => {
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

  const cardHits = pointerWithin({ ...args, droppableContainers: cards });
  if (cardHits.length > 0) return cardHits;
  const columnHits = pointerWithin({ ...args, droppableContainers: columns });
  if (columnHits.length > 0) return columnHits;
  return rectIntersection(args);
};
