import type { UpdateCardInput } from '@/api/extensions/cards';
import { fieldError, isApiError } from '@/api/http/errors';
import { usePatchCard } from '../use-patch-card';

export interface CardFieldSave {
  /**
   * Saves a change at once, through the board's write queue (optimistic, kept in the outbox);
   * resolves true once saved, false when refused (never, if the field has gone meanwhile).
   */
  save: (changes: UpdateCardInput) => Promise<boolean>;
  /** The change shows but is not saved yet (sending, queued, offline, retrying). */
  unsaved: boolean;
  /** Why the last change was refused (it was put back), for beside the field. */
  refusal: string | undefined;
}

/**
 * One property of the card panel saving on its own: each field has its own mutation, so its
 * "Unsaved" mark and its refusal show beside it and nowhere else.
 */
export function useCardFieldSave(boardId: number, cardId: number, field: string): CardFieldSave {
  const patch = usePatchCard(boardId, cardId);
  return {
    save: (changes) =>
      new Promise((resolve) =>
        patch.mutate(
          { boardId, cardId, changes },
          { onSuccess: () => resolve(true), onError: () => resolve(false) },
        ),
      ),
    unsaved: patch.isPending,
    refusal: patch.isError ? refusalText(patch.error, field) : undefined,
  };
}

/** "Not saved: <the server's reason for this field, or its message>." */
export function refusalText(error: unknown, field: string): string {
  const reason =
    fieldError(error, field) ?? (isApiError(error) ? error.message : 'the server did not answer');
  return `Not saved: ${reason.replace(/\.$/, '')}.`;
}
