import { useCallback, useRef, useState } from 'react';
import { selectionMoving } from './selection-drop';
import { useMoveSelection } from './use-move-selection';

/**
 * The selection's part in a card drag (kanban and list): at the start, whether the dragged card
 * takes the whole selection with it (two or more selected, the card among them), and at the
 * drop, the move of them all as one action.
 */
export function useSelectionDrag(boardId: number) {
  const move = useMoveSelection(boardId);
  const started = useRef<{ cardId: number; ids: readonly number[] } | null>(null);
  const [moving, setMoving] = useState<readonly number[] | null>(null);

  /** The cards a drag of `cardId` moves, or null for a single-card drag. */
  const movingFor = useCallback(
    (cardId: number): readonly number[] | null =>
      started.current?.cardId === cardId ? started.current.ids : selectionMoving(boardId, cardId),
    [boardId],
  );

  return {
    /** The cards the drag under way moves (two or more), or null. */
    moving,
    movingFor,
    start(cardId: number): readonly number[] | null {
      const ids = selectionMoving(boardId, cardId);
      started.current = ids && { cardId, ids };
      setMoving(ids);
      return ids;
    },
    stop(): void {
      started.current = null;
      setMoving(null);
    },
    /** Moves them all: `useMoveSelection`. */
    drop: move,
  };
}
