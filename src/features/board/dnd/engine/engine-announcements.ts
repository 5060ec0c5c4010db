import type { Active, Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { dragAnnouncements } from '../announcements';
import type { LayoutAdapter } from './layout-adapter';

/**
 * The one set of spoken messages, for any view: "Picked up …", "… ." at every step, "Dropped.
 * …", "Moving cancelled. …", each naming where the adapter says the card is (column, position,
 * sort, WIP limit), from `target`, the drag's latest.
 */
export function engineAnnouncements<Target>(
  adapter: LayoutAdapter<Target>,
  target: Target | null,
): Announcements {
  const targetOver = (cardId: number, dragged: Active, overId: UniqueIdentifier) =>
    adapter.over(cardId, dragged, overId, target) ?? target;
  return dragAnnouncements({
    ...adapter.names,
    columnLimit: adapter.columnLimit,
    cardSpot: (cardId, overId, dragged) =>
      adapter.spot(cardId, overId === null ? null : targetOver(cardId, dragged, overId)),
    columnSpot: (columnId, overId) => adapter.other?.spot(columnId, overId) ?? null,
  });
}
