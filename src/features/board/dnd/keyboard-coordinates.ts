import { KeyboardCode, type ClientRect, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { parseDragId } from './drag-ids';

interface Candidate {
  kind: 'card' | 'column';
  rect: ClientRect;
}

const within = (x: number, rect: ClientRect) => x >= rect.left - 1 && x <= rect.right + 1;

/**
 * Arrow keys for keyboard dragging on the board: a column steps to the next column left or
 * right; a card steps to the card above or below in its column, or to the nearest card (or the
 * empty space) of the next column left or right. dnd-kit's default getter picks among every
 * droppable, which lets a column drag land on a card and a card skip columns.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  const code = event.code as KeyboardCode;
  const arrows = [KeyboardCode.Up, KeyboardCode.Down, KeyboardCode.Left, KeyboardCode.Right];
  if (!active || !collisionRect || !arrows.includes(code)) return undefined;
  event.preventDefault();

  const activeKind = parseDragId(active.id)?.kind;
  const candidates: Candidate[] = [];
  for (const container of droppableContainers.getEnabled()) {
    if (container.id === active.id) continue;
    const target = parseDragId(container.id);
    const rect = droppableRects.get(container.id);
    if (target && rect) candidates.push({ kind: target.kind, rect });
  }
  const columns = candidates.filter((c) => c.kind === 'column');
  const horizontal = code === KeyboardCode.Left || code === KeyboardCode.Right;
  const rightward = code === KeyboardCode.Right;

  const nextColumn = columns
    .filter((c) =>
      rightward ? c.rect.left > collisionRect.left + 1 : c.rect.left < collisionRect.left - 1,
    )
    .sort((a, b) => (rightward ? a.rect.left - b.rect.left : b.rect.left - a.rect.left))[0];

  if (activeKind === 'column') {
    if (!horizontal || !nextColumn) return undefined;
    return { x: nextColumn.rect.left, y: collisionRect.top };
  }

  const cards = candidates.filter((c) => c.kind === 'card');
  if (horizontal) {
    if (!nextColumn) return undefined;
    const inColumn = cards.filter((c) => within(c.rect.left + c.rect.width / 2, nextColumn.rect));
    const nearest = inColumn.sort(
      (a, b) => Math.abs(a.rect.top - collisionRect.top) - Math.abs(b.rect.top - collisionRect.top),
    )[0];
    if (nearest) return { x: nearest.rect.left, y: nearest.rect.top };
    return { x: nextColumn.rect.left + 8, y: nextColumn.rect.top + 48 };
  }

  const centerX = collisionRect.left + collisionRect.width / 2;
  const downward = code === KeyboardCode.Down;
  const next = cards
    .filter((c) => within(centerX, c.rect))
    .filter((c) =>
      downward ? c.rect.top > collisionRect.top + 1 : c.rect.top < collisionRect.top - 1,
    )
    .sort((a, b) => (downward ? a.rect.top - b.rect.top : b.rect.top - a.rect.top))[0];
  return next ? { x: collisionRect.left, y: next.rect.top } : undefined;
};
