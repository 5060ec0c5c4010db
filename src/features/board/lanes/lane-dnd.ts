import {
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type ClientRect,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { otherCardSlots } from '../dnd/drop-spot';
import { nearestList } from '../dnd/kanban-collision';

/**
 * dnd-kit ids of the swimlanes. A card in two lanes shows twice, so each copy is a draggable
 * of its own (`lane|member:3|card-12`); the drop targets are the lanes' cells, one per lane and
 * column (`cell|member:3|7`).
 */
export const laneCardDragId = (lane: string, cardId: number): string =>
  `lane|${lane}|card-${cardId}`;
export const laneCellId = (lane: string, columnId: number): string => `cell|${lane}|${columnId}`;

export function parseLaneCardDragId(id: string | number): { lane: string; cardId: number } | null {
  const match = /^lane\|(.+)\|card-(\d+)$/.exec(String(id));
  return match?.[1] && match[2] ? { lane: match[1], cardId: Number(match[2]) } : null;
}

export function parseLaneCellId(id: string | number): { lane: string; columnId: number } | null {
  const match = /^cell\|(.+)\|(\d+)$/.exec(String(id));
  return match?.[1] && match[2] ? { lane: match[1], columnId: Number(match[2]) } : null;
}

/**
 * The cell a dragged card is over: the one under the pointer (or the card's middle, by
 * keyboard), else the nearest, else the one it overlaps most. Lanes a drop cannot write (not
 * `writable`, such as due dates) keep the drag in the lane it was picked up from.
 */
export function laneCollisionDetection(writable: boolean): CollisionDetection {
  return (args) => {
    const only = writable ? null : (parseLaneCardDragId(args.active.id)?.lane ?? null);
    const cells = args.droppableContainers.filter((container) => {
      const cell = parseLaneCellId(container.id);
      return cell !== null && (only === null || cell.lane === only);
    });
    const { collisionRect } = args;
    const point = args.pointerCoordinates ?? {
      x: collisionRect.left + collisionRect.width / 2,
      y: collisionRect.top + collisionRect.height / 2,
    };
    const hits = pointerWithin({ ...args, droppableContainers: cells, pointerCoordinates: point });
    if (hits.length > 0) return hits;
    if (args.pointerCoordinates) return nearestList(cells, args, args.pointerCoordinates);
    return rectIntersection({ ...args, droppableContainers: cells });
  };
}

interface Cell {
  container: DroppableContainer;
  rect: ClientRect;
  lane: string;
  columnId: number;
}

interface Slot {
  left: number;
  middle: number;
}

/** The cell's mounted card slots but the dragged card's, top to bottom. */
function slotsOf(cell: Cell, cardId: number): Slot[] {
  const node = cell.container.node.current;
  if (!node) return [];
  return otherCardSlots(node, cardId).map(({ rect }) => ({
    left: rect.left,
    middle: rect.top + rect.height / 2,
  }));
}

/** Those that show inside the cell (it scrolls): where a card entering it can land. */
function visibleSlots(cell: Cell, cardId: number): Slot[] {
  return slotsOf(cell, cardId).filter(
    ({ middle }) => middle > cell.rect.top && middle < cell.rect.bottom,
  );
}

const inside = (rect: ClientRect, x: number, y: number) =>
  x >= rect.left - 1 && x <= rect.right + 1 && y >= rect.top - 1 && y <= rect.bottom + 1;

/**
 * Arrow keys for a card in the swimlanes. Left and right: the nearest card of the next column
 * in the same lane. Up and down: past the card above or below in the cell, and from the cell's
 * first or last card on to the lane above or below, same column (its last card going up, its
 * first going down).
 */
export const laneKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  const code = event.code as KeyboardCode;
  const arrows = [KeyboardCode.Up, KeyboardCode.Down, KeyboardCode.Left, KeyboardCode.Right];
  const dragged = active ? parseLaneCardDragId(active.id) : null;
  if (!dragged || !collisionRect || !arrows.includes(code)) return undefined;
  event.preventDefault();

  const cells: Cell[] = [];
  for (const container of droppableContainers.getEnabled()) {
    const cell = parseLaneCellId(container.id);
    const rect = droppableRects.get(container.id);
    if (cell && rect) cells.push({ container, rect, ...cell });
  }
  const half = collisionRect.height / 2;
  const centerX = collisionRect.left + collisionRect.width / 2;
  const middle = collisionRect.top + half;
  const current = cells.find(({ rect }) => inside(rect, centerX, middle));
  if (!current) return undefined;
  const at = (x: number, y: number) => ({ x, y: y - half });
  const topOf = (cell: Cell) => at(cell.rect.left + 8, cell.rect.top + 8 + half);

  if (code === KeyboardCode.Left || code === KeyboardCode.Right) {
    const rightward = code === KeyboardCode.Right;
    const next = cells
      .filter(
        (cell) =>
          cell.lane === current.lane &&
          (rightward
            ? cell.rect.left > current.rect.left + 1
            : cell.rect.left < current.rect.left - 1),
      )
      .sort((a, b) => (rightward ? a.rect.left - b.rect.left : b.rect.left - a.rect.left))[0];
    if (!next) return undefined;
    const nearest = visibleSlots(next, dragged.cardId).sort(
      (a, b) => Math.abs(a.middle - middle) - Math.abs(b.middle - middle),
    )[0];
    return nearest ? at(nearest.left, nearest.middle - 1) : topOf(next);
  }

  const down = code === KeyboardCode.Down;
  // Within the cell, past the next mounted card even below its fold (the cell scrolls to it).
  const slots = slotsOf(current, dragged.cardId);
  const step = down
    ? slots.find((slot) => slot.middle > middle + 1)
    : slots.filter((slot) => slot.middle < middle - 1).at(-1);
  if (step) return at(collisionRect.left, step.middle + (down ? 1 : -1));
  // Past the cell's first or last card: the next lane, same column.
  const next = cells
    .filter(
      (cell) =>
        cell.columnId === current.columnId &&
        (down ? cell.rect.top > current.rect.top + 1 : cell.rect.top < current.rect.top - 1),
    )
    .sort((a, b) => (down ? a.rect.top - b.rect.top : b.rect.top - a.rect.top))[0];
  if (!next) return undefined;
  const nextSlots = visibleSlots(next, dragged.cardId);
  const edge = down ? nextSlots[0] : nextSlots.at(-1);
  if (!edge) return topOf(next);
  return at(next.rect.left + 8, edge.middle + (down ? -1 : 1));
};
