import {
  closestCenter,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
} from '@dnd-kit/core';
import { parseCardAreaId, parseDragId } from './drag-ids';

/**
 * The kanban's drop targets are its columns (for column drags) and the columns' card lists
 * (for card drags; a card finds its spot in a list from the slots' positions, see
 * `dropSpotIn`), so a drag measures and tests a few dozen rects, not every card. A column drag
 * takes the closest column; a card drag the card list under the pointer, or under the dragged
 * card's middle for a keyboard drag, else the one the card overlaps most.
 */
export const kanbanCollisionDetection: CollisionDetection = (args) => {
  if (parseDragId(args.active.id)?.kind === 'column') {
    const columns = args.droppableContainers.filter(
      (container) => parseDragId(container.id)?.kind === 'column',
    );
    return closestCenter({ ...args, droppableContainers: columns });
  }
  const lists = args.droppableContainers.filter(
    (container) => parseCardAreaId(container.id) !== null,
  );
  const { collisionRect } = args;
  const point = args.pointerCoordinates ?? {
    x: collisionRect.left + collisionRect.width / 2,
    y: collisionRect.top + collisionRect.height / 2,
  };
  const hits = pointerWithin({ ...args, droppableContainers: lists, pointerCoordinates: point });
  return hits.length > 0 ? hits : rectIntersection({ ...args, droppableContainers: lists });
};
