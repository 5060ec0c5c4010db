import { useCallback, useState } from 'react';
import { selectionMoving } from './moving-code';
import { useMoveSelection } from './use-move-selection';

/**
 * The selection's part in a card drag (kanban and list): at the start, whether the dragged card
 * takes the whole selection with it (two or more selected, the card among them), and at the
 * drop, the move of them all as one action.
 */
export function useSelectionDrag(boardId: number) {
  const [moving, setMoving] = useState<readonly number[] | null>(null);
  return {
    /** The cards the drag under way moves (two or more), or null. */
    moving,
    /** The cards a drag of `cardId` moves, or null for a single-card drag. */
    movingFor: useCallback((cardId: number) => selectionMoving(boardId, cardId), [boardId]),
    start: (cardId: number) => setMoving(selectionMoving(boardId, cardId)),
    stop: () => setMoving(null),
    /** Moves them all: `useMoveSelection`. */
    drop: useMoveSelection(boardId),
  };
}
