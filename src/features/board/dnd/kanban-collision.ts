import {
  closestCenter,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
} from '@dnd-kit/core';
import { parseDragId } from './drag-ids';

/**
 * The kanban's droppables are its columns only (cards find their spot in a column from the
 * slots' positions, see `dropSpotIn`), so a drag measures and tests a few dozen rects, not
 * every card. A column drag takes the closest column; a card drag the column under the pointer,
 * or under the dragged card's middle for a keyboard drag, else whatever the card touches.
 */
export const kanbanCollisionDetection: CollisionDetection = (args) => {
  if (parseDragId(args.active.id)?.kind === 'column') return closestCenter(args);
  const { collisionRect } = args;
  const point = args.pointerCoordinates ?? {
    x: collisionRect.left + collisionRect.width / 2,
    y: collisionRect.top + collisionRect.height / 2,
  };
  const hits = pointerWithin({ ...args, pointerCoordinates: point });
  return hits.length > 0 ? hits : rectIntersection(args);
};
