import type { ClientRect, CollisionDetection } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { cardAreaDragId, cardDragId } from '@/features/board-core/dnd/drag-ids';
import { kanbanCollisionDetection } from './kanban-collision';

type Args = Parameters<CollisionDetection>[0];

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

/** Three card lists side by side, 272 px apart, as the kanban lays them out. */
function args(pointer: { x: number; y: number } | null, dragged: ClientRect): Args {
  const rects = new Map([
    [cardAreaDragId(1), rect(16, 150, 256, 500)],
    [cardAreaDragId(2), rect(288, 150, 256, 500)],
    [cardAreaDragId(3), rect(560, 150, 256, 500)],
  ]);
  const containers = [...rects.keys()].map((id) => ({ id, rect: { current: rects.get(id) } }));
  return {
    active: { id: cardDragId(4) },
    collisionRect: dragged,
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: pointer,
  } as unknown as Args;
}

describe('kanbanCollisionDetection', () => {
  it('takes the card list under the pointer', () => {
    const hits = kanbanCollisionDetection(args({ x: 300, y: 400 }, rect(250, 380, 256, 90)));
    expect(hits[0]?.id).toBe(cardAreaDragId(2));
  });

  it('takes the nearest list when the pointer is past the last one, whatever the dragged card overlaps', () => {
    // The board auto-scrolled under the pointer: it is now right of the last column, and the
    // dragged card's rect is off to the side where no list is.
    const hits = kanbanCollisionDetection(args({ x: 900, y: 400 }, rect(1200, 380, 256, 90)));
    expect(hits.map((hit) => hit.id)).toEqual([cardAreaDragId(3)]);
  });

  it('goes by the dragged card for a keyboard drag (no pointer)', () => {
    const hits = kanbanCollisionDetection(args(null, rect(20, 380, 200, 90)));
    expect(hits[0]?.id).toBe(cardAreaDragId(1));
  });
});
