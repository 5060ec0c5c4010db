import type { WriteServices } from '@/sync/writes/write-registry';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { performAndOffer } from '@/sync/undo/undo-core';
import { bulkAction, type BulkChange } from './bulk-actions';

/**
 * Applies a change to the selected cards as one action: shown at once in one board update,
 * each card's write then queued (one Unsaved mark per card, kept in the outbox, retried), one
 * step of the undo history with one toast and its Undo; refusals are put back and named per
 * card in one message. Returns what it did ("Tagged 20 cards with Bug"), or null when no card
 * would change.
 */
export function runBulk(
  services: WriteServices,
  boardId: number,
  cardIds: readonly number[],
  change: BulkChange,
): string | null {
  const board = services.queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
  const action = board && bulkAction(boardId, board, cardIds, change);
  if (!action) return null;
  performAndOffer(services, boardId, action);
  return action.done;
}
