import { useCallback } from 'react';
import { useWriteServices } from '@/api/react/use-write-services';
import { moveSelection } from './selection-drop';

/**
 * Moves cards of the selection into a column, together in the order given, before a card (null:
 * the end), as one undoable action; see `moveSelection`.
 */
export function useMoveSelection(boardId: number) {
  const services = useWriteServices();
  return useCallback(
    (ids: readonly number[], toColumnId: number, beforeCardId: number | null, ordered = true) => {
      moveSelection(services, boardId, ids, toColumnId, beforeCardId, ordered);
    },
    [services, boardId],
  );
}
