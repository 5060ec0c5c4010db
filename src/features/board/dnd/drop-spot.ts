import type { DropSpot } from '@/features/board-core';

export interface CardSlot {
  cardId: number;
  rect: DOMRect;
}

/** The mounted card slots (`data-card-id`) inside `container`, in order, but `cardId`'s. */
export function otherCardSlots(container: Element, cardId: number): CardSlot[] {
  const slots: CardSlot[] = [];
  for (const slot of container.querySelectorAll<HTMLElement>('[data-card-id]')) {
    const id = Number(slot.dataset['cardId']);
    if (id !== cardId) slots.push({ cardId: id, rect: slot.getBoundingClientRect() });
  }
  return slots;
}

/**
 * Where a card dragged with its middle at `centerY` (client coordinates) would go in a kanban
 * column's list: before the first other card whose middle is below that, else at the end.
 * The list is virtualized, so only its mounted slots (`data-card-id`, in order) are read; `ids`,
 * the column's cards as placed, gives the card after the last mounted one.
 *
 * Other cards are compared by their middles, with the dragged card's placeholder wherever it is:
 * moving the placeholder past a card shifts that card the other way, so the spot never flips
 * back and forth under a still pointer.
 */
export function dropSpotIn(
  list: Element,
  columnId: number,
  cardId: number,
  centerY: number,
  ids: readonly number[],
): DropSpot {
  const slots = otherCardSlots(list, cardId);
  const below = slots.find(({ rect }) => rect.top + rect.height / 2 > centerY);
  if (below) return { columnId, beforeCardId: below.cardId };
  const lastMounted = slots.at(-1)?.cardId;
  if (lastMounted === undefined) return { columnId, beforeCardId: null };
  const others = ids.filter((id) => id !== cardId);
  return { columnId, beforeCardId: others[others.indexOf(lastMounted) + 1] ?? null };
}
