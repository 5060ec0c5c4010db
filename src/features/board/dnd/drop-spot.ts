import type { DropSpot } from './card-drop';

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
  let lastMounted: number | null = null;
  for (const slot of list.querySelectorAll<HTMLElement>('[data-card-id]')) {
    const id = Number(slot.dataset['cardId']);
    if (id === cardId) continue;
    const rect = slot.getBoundingClientRect();
    if (rect.top + rect.height / 2 > centerY) return { columnId, beforeCardId: id };
    lastMounted = id;
  }
  if (lastMounted === null) return { columnId, beforeCardId: null };
  const others = ids.filter((id) => id !== cardId);
  return { columnId, beforeCardId: others[others.indexOf(lastMounted) + 1] ?? null };
}
