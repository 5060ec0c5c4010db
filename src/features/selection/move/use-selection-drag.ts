import { useCallback, useState } from 'react';
import { useWriteServices } from '@/sync/writes/use-write-services';
import { loadMovingCode, selectionMoving } from './moving-code';

/**
 * The selection's part in a card drag (kanban and list): at the start, whether the dragged card
 * takes the whole selection with it (two or more selected, the card among them), and at the
 * drop, the move of them all as one action (`moveSelection`; its code is loaded once a drag
 * takes a selection, see `selectionMoving`).
 */
export function useSelectionDrag(boardId: number) {
  const services = useWriteServices();
  const [moving, setMoving] = useState<readonly number[] | null>(null);
  return {
    /** The cards the drag under way moves (two or more), or null. */
    moving,
    /** The cards a drag of `cardId` moves, or null for a single-card drag. */
    movingFor: useCallback((cardId: number) => selectionMoving(boardId, cardId), [boardId]),
    start: (cardId: number) => setMoving(selectionMoving(boardId, cardId)),
    stop: () => setMoving(null),
    /** Moves them into a column before a card (null: the end), together, as one action. */
    drop: (ids: readonly number[], toColumnId: number, before: number | null, ordered = true) =>
      void loadMovingCode().then((code) =>
        code.moveSelection(services, boardId, ids, toColumnId, before, ordered),
      ),
  };
}
