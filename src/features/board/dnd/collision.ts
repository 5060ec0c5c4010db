import {
  closestCenter,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
} from '@dnd-kit/core';
import { parseDragId } from './drag-ids';

/**
 * Columns collide only with columns. Cards prefer the card under the pointer, then the column
 * under it (an empty column, or the space below its cards), then whatever the dragged rect
 * touches; keyboard drags (no pointer) use the closest center.
 */
export const boardCollisionDetection: CollisionDetection = (args) => {
  const active = parseDragId(args.active.id);
  if (active?.kind === 'column') {
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter(
        (container) => parseDragId(container.id)?.kind === 'column',
      ),
    });
  }
  if (!args.pointerCoordinates) return closestCenter(args);
  const underPointer = pointerWithin(args);
  const cards = underPointer.filter((collision) => parseDragId(collision.id)?.kind === 'card');
  if (cards.length > 0) return cards;
  if (underPointer.length > 0) return underPointer;
  return rectIntersection(args);
};
