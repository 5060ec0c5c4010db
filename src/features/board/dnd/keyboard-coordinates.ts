import {
  KeyboardCode,
  type ClientRect,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { parseDragId } from '@/features/board-core';
import { otherCardSlots } from './drop-spot';

interface ColumnCandidate {
  container: DroppableContainer;
  rect: ClientRect;
}

interface Slot {
  top: number;
  left: number;
  middle: number;
}

/** The mounted card slots of a column, but the dragged card's, top to bottom. */
function slotsOf(column: DroppableContainer, activeCardId: number): Slot[] {
  const node = column.node.current;
  if (!node) return [];
  return otherCardSlots(node, activeCardId).map(({ rect }) => ({
    top: rect.top,
    left: rect.left,
    middle: rect.top + rect.height / 2,
  }));
}

const contains = (rect: ClientRect, x: number) => x >= rect.left - 1 && x <= rect.right + 1;

/**
 * Arrow keys for keyboard dragging on the board. A column steps to the next column left or
 * right. A card steps past the card above or below it in its column (its middle just beyond
 * that card's middle, which is how `dropSpotIn` places it), or to just before the nearest card
 * of the next column left or right (the top of an empty one). dnd-kit's default getter picks
 * among every droppable, which would let a column drag land anywhere.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  const code = event.code as KeyboardCode;
  const arrows = [KeyboardCode.Up, KeyboardCode.Down, KeyboardCode.Left, KeyboardCode.Right];
  if (!active || !collisionRect || !arrows.includes(code)) return undefined;
  event.preventDefault();

  const columns: ColumnCandidate[] = [];
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (container.id !== active.id && parseDragId(container.id)?.kind === 'column' && rect) {
      columns.push({ container, rect });
    }
  }
  const horizontal = code === KeyboardCode.Left || code === KeyboardCode.Right;
  const rightward = code === KeyboardCode.Right;
  const nextColumn = columns
    .filter(({ rect }) =>
      rightward ? rect.left > collisionRect.left + 1 : rect.left < collisionRect.left - 1,
    )
    .sort((a, b) => (rightward ? a.rect.left - b.rect.left : b.rect.left - a.rect.left))[0];

  const dragged = parseDragId(active.id);
  if (dragged?.kind === 'column') {
    if (!horizontal || !nextColumn) return undefined;
    return { x: nextColumn.rect.left, y: collisionRect.top };
  }
  if (dragged?.kind !== 'card') return undefined;
  const half = collisionRect.height / 2;
  const middleAt = (x: number, middle: number): { x: number; y: number } => ({
    x,
    y: middle - half,
  });

  if (horizontal) {
    if (!nextColumn) return undefined;
    const nearest = slotsOf(nextColumn.container, dragged.id).sort(
      (a, b) => Math.abs(a.top - collisionRect.top) - Math.abs(b.top - collisionRect.top),
    )[0];
    if (nearest) return middleAt(nearest.left, nearest.middle - 1);
    return { x: nextColumn.rect.left + 8, y: nextColumn.rect.top + 48 };
  }

  const centerX = collisionRect.left + collisionRect.width / 2;
  const column = columns.find(({ rect }) => contains(rect, centerX));
  if (!column) return undefined;
  const middle = collisionRect.top + half;
  const slots = slotsOf(column.container, dragged.id);
  if (code === KeyboardCode.Down) {
    const below = slots.find((slot) => slot.middle > middle + 1);
    return below ? middleAt(collisionRect.left, below.middle + 1) : undefined;
  }
  const above = slots.filter((slot) => slot.middle < middle - 1).at(-1);
  return above ? middleAt(collisionRect.left, above.middle - 1) : undefined;
};
