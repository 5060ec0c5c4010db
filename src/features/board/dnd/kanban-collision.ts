import {
  closestCenter,
  pointerWithin,
  rectIntersection,
  type Collision,
  type CollisionDetection,
} from '@dnd-kit/core';
import { parseCardAreaId, parseDragId } from '@/features/board-core';

/**
 * The kanban's drop targets are its columns (for column drags) and the columns' card lists
 * (for card drags; a card finds its spot in a list from the slots' positions, see
 * `dropSpotIn`), so a drag measures and tests a few dozen rects, not every card. A column drag
 * takes the closest column; a card drag the card list under the pointer (else the nearest
 * one), or under the dragged card's middle for a keyboard drag, else the one it overlaps most.
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
  if (hits.length > 0) return hits;
  // A pointer beside the lists (past the last column once the board has auto-scrolled under it,
  // or in a gap) means the nearest column: the dragged card itself may have drifted with the
  // scroll, so its overlap is no guide.
  if (args.pointerCoordinates) return nearestList(lists, args, args.pointerCoordinates);
  return rectIntersection({ ...args, droppableContainers: lists });
};

/** The list nearest to `point` (also the swimlanes' rule for a pointer beside every cell). */
export function nearestList(
  lists: Parameters<CollisionDetection>[0]['droppableContainers'],
  { droppableRects }: Parameters<CollisionDetection>[0],
  point: { x: number; y: number },
): Collision[] {
  let best: { container: (typeof lists)[number]; distance: number } | null = null;
  for (const container of lists) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
    const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
    const distance = dx * 1000 + dy;
    if (!best || distance < best.distance) best = { container, distance };
  }
  return best
    ? [
        {
          id: best.container.id,
          data: { droppableContainer: best.container, value: best.distance },
        },
      ]
    : [];
}
