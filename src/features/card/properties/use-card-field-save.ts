import { useQueryClient } from '@tanstack/react-query';
import { changeBase, changesFrom, type CardChangeBase } from '@/api/conflicts/card-changes';
import type { Conflict } from '@/components/ConflictChoice';
import { isCardConflict } from '@/api/conflicts/update-card-merging';
import type { UpdateCardInput } from '@/api/extensions/cards';
import { fieldError, isApiError } from '@/api/http/errors';
import { isWriteCancelled } from '@/sync/queue/write-run';
import { useApiClient } from '@/api/react/api-client-context';
import { cardChange, takeTheirs, usePatchCard } from '../use-patch-card.write';
import { recordPatch } from '../undo/patch-step';
import { t } from '@/lib/i18n/translate';

/** Someone else changed the field meanwhile: both values, and the user's choice. */
export type FieldConflict = Conflict;

export interface CardFieldSave {
  /**
   * Saves a change at once, through the board's write queue (optimistic, kept in the outbox);
   * resolves true once saved, false when refused or when it meets someone else's change to
   * the same field (never, if the field has gone meanwhile). A field edited over time (a
   * title being typed, a description) passes what the card was when the edit began: a
   * teammate's change that arrived meanwhile is then a conflict, not overwritten.
   */
  save: (changes: UpdateCardInput, startedFrom?: CardChangeBase) => Promise<boolean>;
  /** The change shows but is not saved yet (sending, queued, offline, retrying). */
  unsaved: boolean;
  /** Why the last change was refused (it was put back), for beside the field. */
  refusal: string | undefined;
  /** The last change met someone else's change to the same field: the user decides. */
  conflict: FieldConflict | undefined;
}

/**
 * One property of the card panel saving on its own: each field has its own mutation, so its
 * "Unsaved" mark, its refusal and its conflict show beside it and nowhere else.
 */
export function useCardFieldSave(boardId: number, cardId: number, field: string): CardFieldSave {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const patch = usePatchCard(boardId, cardId);
  const send = (variables: ReturnType<typeof cardChange>) =>
    new Promise<boolean>((resolve) =>
      patch.mutate(variables, { onSuccess: () => resolve(true), onError: () => resolve(false) }),
    );
  // A change undone before it was sent ended without a request: nothing to show beside the field.
  const error = patch.isError && !isWriteCancelled(patch.error) ? patch.error : null;
  const conflict: FieldConflict | undefined = isCardConflict(error)
    ? {
        clashes: error.clashes,
        keepMine: () => {
          // All of the user's change, on the card as it is now.
          const mine =
            patch.variables?.changes ??
            changesFrom(error.clashes.map((clash) => [clash.field, clash.mine]));
          // On the card as it is now: a further change by someone else is a new conflict.
          return send({ boardId, cardId, changes: mine, base: changeBase(error.current, mine) });
        },
        takeTheirs: () => {
          takeTheirs(queryClient, boardId, cardId, error.clashes);
          patch.reset();
        },
      }
    : undefined;
  return {
    save: (changes, startedFrom) => {
      const variables = startedFrom
        ? { boardId, cardId, changes, base: startedFrom }
        : cardChange(queryClient, boardId, cardId, changes);
      const saved = send(variables);
      recordPatch({ queryClient, api }, variables, saved);
      return saved;
    },
    unsaved: patch.isPending,
    refusal: error && !conflict ? refusalText(error, field) : undefined,
    conflict,
  };
}

/** "Not saved: <the server's reason for this field, or its message>." */
export function refusalText(error: unknown, field: string): string {
  const reason =
    fieldError(error, field) ??
    (isApiError(error) ? error.message : t('error.noAnswer', 'the server did not answer'));
  return t('card.field.notSaved', 'Not saved: {reason}.', { reason: reason.replace(/\.$/, '') });
}
