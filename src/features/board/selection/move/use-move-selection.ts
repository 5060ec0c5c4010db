import { useCallback } from 'react';
import { useWriteServices } from '@/api/react/use-write-services';
import { movingCode } from './moving-code';

/**
 * Moves cards of the selection into a column, together in the order given, before a card (null:
 * the end), as one undoable action (`moveSelection`); a selection moves once its code is
 * loaded (`selectionMoving`), so it is there.
 */
export function useMoveSelection(boardId: number) {
  const services = useWriteServices();
  return useCallback(
    (ids: readonly number[], toColumnId: number, beforeCardId: number | null, ordered = true) => {
      movingCode()?.moveSelection(services, boardId, ids, toColumnId, beforeCardId, ordered);
    },
    [services, boardId],
  );
}
