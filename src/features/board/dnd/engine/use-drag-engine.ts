import type {
  Announcements,
  DragEndEvent,
  DragMoveEvent,
  DragStartEvent,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { useMovingCode, useSelectionDrag } from '@/features/selection';
import { useBoardSensors } from '../use-board-sensors';
import { engineAnnouncements } from './engine-announcements';
import type { LayoutAdapter } from '@/features/board-core';

/** The item being dragged: its dnd-kit id and the card it carries (null: a column). */
export interface EngineActive {
  id: UniqueIdentifier;
  cardId: number | null;
}

/**
 * The one drag engine of the board views (docs/board-views.md, "One drag engine"): pointer,
 * touch and keyboard (the board's sensors) to the view's drop target (`adapter.over`), one set
 * of spoken messages, the selection's rule (a selected card carries the selection), and the drop
 * to the adapter's card moves. `key` is what a target is only valid for (the board, or its
 * lanes): once it changes (the optimistic move landed, a refetch), the layout's own order shows
 * and a drag under way goes on from there.
 */
export function useDragEngine<Target>(
  adapter: LayoutAdapter<Target>,
  boardId: number,
  key: unknown,
) {
  const selection = useSelectionDrag(boardId);
  const [active, setActive] = useState<EngineActive | null>(null);
  const [held, setHeld] = useState<{ key: unknown; target: Target } | null>(null);
  const target = held && held.key === key ? held.target : null;
  const hold = (next: Target | null) => setHeld(next === null ? null : { key, target: next });

  const { movingFor } = selection;
  const loadedMoving = useMovingCode();
  const announcements = useMemo((): Announcements => {
    const single = engineAnnouncements(adapter, target);
    return loadedMoving?.engineSelectionAnnouncements(single, adapter, target, movingFor) ?? single;
  }, [adapter, target, movingFor, loadedMoving]);

  function onDragStart({ active: started }: DragStartEvent): void {
    const cardId = adapter.cardOf(started.id);
    setActive({ id: started.id, cardId });
    hold(null);
    if (cardId !== null && adapter.selection) selection.start(cardId);
  }

  function onDragMove({ active: dragged, over }: DragMoveEvent): void {
    const cardId = adapter.cardOf(dragged.id);
    if (cardId === null || !over) return;
    const next = adapter.over(cardId, dragged, over.id, target);
    if (next !== null && next !== target) hold(next);
  }

  function onDragEnd({ active: dragged, over }: DragEndEvent): void {
    setActive(null);
    const cardId = adapter.cardOf(dragged.id);
    if (cardId === null) {
      if (over) adapter.other?.drop(dragged, over);
      return;
    }
    const moving = adapter.selection ? movingFor(cardId) : null;
    selection.stop();
    const final = over ? (adapter.over(cardId, dragged, over.id, target) ?? target) : null;
    // Dropped outside every target: the card goes back.
    if (final === null) return hold(null);
    if (moving && adapter.selection) {
      const landing = adapter.selection.landing(cardId, moving, final);
      if (!landing) return hold(null);
      // The frame painted at the drop shows them together already.
      hold(adapter.selection.gathered?.(final, moving, landing) ?? final);
      selection.drop(moving, landing.columnId, landing.beforeCardId, landing.ordered ?? true);
      return;
    }
    // The drop shows as placed until the board changes (then the board's own order).
    hold(adapter.drop(cardId, final) ? final : null);
  }

  const sensors = useBoardSensors(adapter.keyboard);
  return {
    /** Where the dragged card is now (null: as the layout has it). */
    target,
    active,
    /** How many selected cards the drag under way moves (0: a single-card drag). */
    movingCount: selection.moving?.length ?? 0,
    dndContextProps: {
      sensors,
      collisionDetection: adapter.collision,
      accessibility: { announcements, screenReaderInstructions: adapter.instructions },
      onDragStart,
      onDragMove,
      onDragEnd,
      onDragCancel: () => {
        setActive(null);
        hold(null);
        selection.stop();
      },
    },
  };
}
