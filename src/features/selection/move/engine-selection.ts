import type { Announcements } from '@dnd-kit/core';
import type { LayoutAdapter } from '@/features/board-core';
import { selectionAnnouncements } from './selection-announcements';

/**
 * The drag engine's messages when a view carries a selection: a drag of a selected card speaks
 * of the whole selection and where it lands (loaded with the selection's code, off the first
 * load); `target` is the drag's latest.
 */
export function engineSelectionAnnouncements<Target>(
  single: Announcements,
  adapter: LayoutAdapter<Target>,
  target: Target | null,
  movingFor: (cardId: number) => readonly number[] | null,
): Announcements {
  const carries = adapter.selection;
  if (!carries) return single;
  return selectionAnnouncements(single, {
    ...adapter.names,
    moving: movingFor,
    spot: (dragged, overId) => {
      const cardId = adapter.cardOf(dragged.id);
      const moving = cardId === null ? null : movingFor(cardId);
      if (cardId === null || !moving || overId === null) return null;
      const over = adapter.over(cardId, dragged, overId, target) ?? target;
      return over === null ? null : carries.landing(cardId, moving, over);
    },
  });
}
