import type { Active, Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { dragAnnouncements, spokenDrag, type LayoutAdapter } from '@/features/board-core';

/**
 * The one set of spoken messages, for any view: "Picked up …", "… ." at every step, "Dropped.
 * …", "Moving cancelled. …", each naming where the adapter says the card is (column, position,
 * sort, WIP limit), from `target`, the drag's latest; or, in the same sentences, the view's
 * own words (`adapter.describe`, `adapter.dropped`).
 */
export function engineAnnouncements<Target>(
  adapter: LayoutAdapter<Target>,
  target: Target | null,
): Announcements {
  const targetOver = (cardId: number, dragged: Active, overId: UniqueIdentifier) =>
    adapter.over(cardId, dragged, overId, target) ?? target;
  const { describe, dropped } = adapter;
  if (describe) {
    const at = (active: Active, overId: UniqueIdentifier | null) => {
      const cardId = adapter.cardOf(active.id);
      return cardId === null || overId === null ? null : targetOver(cardId, active, overId);
    };
    return spokenDrag(
      (active, overId) => describe(active, at(active, overId)),
      dropped && ((active, overId) => dropped(active, at(active, overId))),
    );
  }
  return dragAnnouncements({
    ...adapter.names,
    columnLimit: adapter.columnLimit,
    cardSpot: (cardId, overId, dragged) =>
      adapter.spot(cardId, overId === null ? null : targetOver(cardId, dragged, overId)),
    columnSpot: (columnId, overId) => adapter.other?.spot(columnId, overId) ?? null,
  });
}
