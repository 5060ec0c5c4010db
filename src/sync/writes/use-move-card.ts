import { useMutation } from '@tanstack/react-query';
import { isWriteCancelled } from '../queue/write-run';
import { useWriteServices } from './use-write-services';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { moveCardWrite, type CardMove } from './move-card.write';
import { recordUndoable } from '../undo/undo';

/**
 * Moves a card at once (drag, keyboard or "Move to…"), then saves it; each move is one step of
 * the board's undo history, offered in a toast.
 */
export function useMoveCard(boardId: number) {
  const services = useWriteServices();
  const mutation = useMutation(moveCardWrite(services, { boardId }));
  const mutate = (move: CardMove) => {
    const before = services.queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
    mutation.mutate(move);
    if (before) recordUndoable(services, boardId, (undo) => undo.moveAction(boardId, before, move));
  };
  // A move undone before it was sent ended without a request: not a refusal to show.
  return { ...mutation, mutate, isError: mutation.isError && !isWriteCancelled(mutation.error) };
}
