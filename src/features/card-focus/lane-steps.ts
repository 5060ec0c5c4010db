import type { Step } from './kanban-steps';

/** A lane cell's id, `cell|<lane>|<column>` (lanes/lane-dnd.ts), as lane and column. */
function cellPlace(cell: Element): { lane: string; column: string } | null {
  const id = cell.getAttribute('data-lane-cell') ?? '';
  const last = id.lastIndexOf('|');
  if (!id.startsWith('cell|') || last <= 4) return null;
  return { lane: id.slice(5, last), column: id.slice(last + 1) };
}

/** A cell's mounted cards by their index in the cell. */
function slotsOf(cell: Element): Map<number, Element> {
  const slots = new Map<number, Element>();
  for (const slot of cell.querySelectorAll('li[data-card-id]')) {
    slots.set(Number(slot.getAttribute('data-index')), slot);
  }
  return slots;
}

/** The mounted cell of the lane and column, by the two halves of its id. */
function cellsWhere(match: (place: { lane: string; column: string }) => boolean): Element[] {
  return [...document.querySelectorAll('[data-lane-cell]')].filter((cell) => {
    const place = cellPlace(cell);
    return place !== null && match(place) && cell.querySelector('li[data-card-id]') !== null;
  });
}

const linkOf = (slot: Element | undefined) => slot?.querySelector<HTMLElement>('a[href]') ?? null;

/** The slot nearest `index` among a cell's mounted ones. */
function nearest(slots: Map<number, Element>, index: number): Element | undefined {
  let best: [number, Element] | undefined;
  for (const [at, slot] of slots) {
    if (!best || Math.abs(at - index) < Math.abs(best[0] - index)) best = [at, slot];
  }
  return best?.[1];
}

/**
 * j/k/h/l and the arrows in swimlanes: down and up within the card's lane cell, on into the
 * same column of the next (or previous) lane at its end; left and right to the same lane's next
 * column with cards, at the same index (or its last card). From the cards on the page: a step
 * goes to a neighbour, which the lanes' virtualizers have mounted (their overscan), and the
 * browser scrolls to it when it takes focus. Null: no card that way.
 */
export function laneStep(from: Element, step: Step): HTMLElement | null {
  const slot = from.closest('li[data-card-id]');
  const cell = from.closest('[data-lane-cell]');
  const place = cell && cellPlace(cell);
  if (!slot || !cell || !place) return null;
  const index = Number(slot.getAttribute('data-index'));
  const byTop = (a: Element, b: Element) =>
    a.getBoundingClientRect().top - b.getBoundingClientRect().top;
  const byLeft = (a: Element, b: Element) =>
    a.getBoundingClientRect().left - b.getBoundingClientRect().left;
  if (step === 'up' || step === 'down') {
    const next = slotsOf(cell).get(index + (step === 'down' ? 1 : -1));
    if (next) return linkOf(next);
    const column = cellsWhere((other) => other.column === place.column).sort(byTop);
    const other = column[column.indexOf(cell) + (step === 'down' ? 1 : -1)];
    if (!other) return null;
    const slots = [...slotsOf(other)].sort(([a], [b]) => a - b);
    return linkOf((step === 'down' ? slots[0] : slots.at(-1))?.[1]);
  }
  const row = cellsWhere((other) => other.lane === place.lane).sort(byLeft);
  const other = row[row.indexOf(cell) + (step === 'right' ? 1 : -1)];
  return other ? linkOf(nearest(slotsOf(other), index)) : null;
}

/** The first card of the lanes on screen (the top lane's first column with cards), or null. */
export function firstLaneCard(board: Element): HTMLElement | null {
  const cells = [...board.querySelectorAll('[data-lane-cell]')]
    .filter((cell) => cell.querySelector('li[data-card-id]') !== null)
    .map((cell) => ({ cell, rect: cell.getBoundingClientRect() }))
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  const first = cells[0]?.cell;
  const slots = first ? [...slotsOf(first)].sort(([a], [b]) => a - b) : [];
  return linkOf(slots[0]?.[1]);
}
