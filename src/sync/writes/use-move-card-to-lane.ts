import { useMutation } from '@tanstack/react-query';
import { useWriteServices } from './use-write-services';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { moveCardToLaneWrite, type LaneMove } from './move-card-to-lane.write';
import { recordUndoable } from '../undo/undo';

/**
 * Moves a card to another swimlane (and maybe column) at once, then saves it as one write; each
 * drop is one step of the board's undo history, offered in a toast.
 */
export function useMoveCardToLane(boardId: number) {
  const services = useWriteServices();
  const mutation = useMutation(moveCardToLaneWrite(services, { boardId }));
  const mutate = (lane: LaneMove) => {
    const before = services.queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
    mutation.mutate(lane);
    if (before) {
      recordUndoable(services, boardId, (undo) => undo.laneMoveAction(boardId, before, lane));
    }
  };
  return { ...mutation, mutate };
}
