import { useMutation, type QueryClient } from '@tanstack/react-query';
import { changeBase, changeShown, changesFrom } from '@/api/conflicts/card-changes';
import type { FieldClash } from '@/api/conflicts/save-merging';
import { isCardConflict } from '@/api/conflicts/update-card-merging';
import type { UpdateCardInput } from '@/api/extensions/cards';
import type { ApiClient } from '@/api/http/client';
import { useUpdateCard, type UpdateCardVariables } from '@/sync/writes/update-card.write';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { optimisticPair } from '@/sync/optimistic/optimistic-pair';
import { registerWrite } from '@/sync/writes/write-registry';
import { withAnswer } from '@/sync/writes/move-card.write';
import type { AnsweredCards } from '@/sync/writes/answered-cards';
import { showInEntry } from '@/sync/queue/scope-settling';
import { cardOf, withCard } from '@/api/queries/board-index';
import { boardKeys, cardKeys } from '@/api/queries/keys';
import { useWriteServices } from '@/sync/writes/use-write-services';
import type { BoardWorkingSet, Card, CardDetail, JsonValue } from '@/api/types';
import { t } from '@/lib/i18n/translate';

/** The fields of a change that can be shown at once on the cached card. */
export function applyChanges<T extends Card>(card: T, changes: UpdateCardInput): T {
  const now = new Date().toISOString();
  const next: T = { ...card };
  if (changes.title !== undefined) next.title = changes.title;
  if (changes.content !== undefined) next.content = changes.content;
  if (changes.status !== undefined) next.status = changes.status;
  if (changes.cover_color !== undefined) next.cover_color = changes.cover_color;
  if (changes.due_date !== undefined) next.due_date = changes.due_date;
  if (changes.tags_ids !== undefined) next.tags_ids = [...changes.tags_ids];
  if (changes.custom_fields !== undefined) {
    next.custom_fields = { ...card.custom_fields, ...changes.custom_fields };
  }
  if (changes.pinned !== undefined) next.pinned_at = changes.pinned ? now : null;
  if (changes.completed !== undefined) {
    next.completed_at = changes.completed ? now : null;
    next.is_completed = changes.completed;
  }
  return next;
}

/** The fields `changes` touched, put back as they were on `before` (later changes stay). */
function revertChanges<T extends Card>(card: T, before: Card, changes: UpdateCardInput): T {
  const next: T = { ...card };
  if (changes.title !== undefined) next.title = before.title;
  if (changes.content !== undefined) next.content = before.content;
  if (changes.status !== undefined) next.status = before.status;
  if (changes.cover_color !== undefined) next.cover_color = before.cover_color;
  if (changes.due_date !== undefined) next.due_date = before.due_date;
  if (changes.tags_ids !== undefined) next.tags_ids = before.tags_ids;
  if (changes.custom_fields !== undefined) {
    const touched = new Set(Object.keys(changes.custom_fields));
    const fields = Object.entries(card.custom_fields).filter(([key]) => !touched.has(key));
    const restored = Object.entries(before.custom_fields).filter(([key]) => touched.has(key));
    next.custom_fields = Object.fromEntries([...fields, ...restored]) as Record<number, JsonValue>;
  }
  if (changes.pinned !== undefined) next.pinned_at = before.pinned_at;
  if (changes.completed !== undefined) {
    next.completed_at = before.completed_at;
    next.is_completed = before.is_completed;
  }
  return next;
}

/** The card as the user sees it now: the open card's copy, else the board's. */
function shownCard(queryClient: QueryClient, boardId: number, cardId: number): Card | undefined {
  const detail = queryClient.getQueryData<CardDetail>(cardKeys.detail(boardId, cardId));
  const board = queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
  return detail ?? (board && cardOf(board, cardId));
}

/** A change to save, with what the user saw when making it (so no one is overwritten). */
export function cardChange(
  queryClient: QueryClient,
  boardId: number,
  cardId: number,
  changes: UpdateCardInput,
): UpdateCardVariables {
  const card = shownCard(queryClient, boardId, cardId);
  return { boardId, cardId, changes, base: card ? changeBase(card, changes) : undefined };
}

/** Shows `card`'s server fields on the cached copies, with `changes` on top of them. */
function showServerCard(
  queryClient: QueryClient,
  boardId: number,
  current: Card,
  changes: UpdateCardInput,
): void {
  queryClient.setQueryData<CardDetail>(
    cardKeys.detail(boardId, current.id),
    (detail) => detail && applyChanges({ ...detail, ...current }, changes),
  );
  queryClient.setQueryData<BoardWorkingSet>(
    boardKeys.detail(boardId),
    (board) => board && withCard(board, current.id, () => applyChanges(current, changes)),
  );
}

/**
 * Changes whose answer says all they changed on the board and the panel: the card's own fields.
 * A change of tags or custom fields also changes what the panel shows beside the card (its tag
 * records, the field values), so the board is read again after it.
 */
function settlesFromAnswer(changes: UpdateCardInput): boolean {
  return changes.tags_ids === undefined && changes.custom_fields === undefined;
}

/** The saved card, as its PATCH answered it, on the board and in the open panel. */
function showSavedCard(
  queryClient: QueryClient,
  boardId: number,
  saved: Card,
  last: boolean,
): void {
  showInEntry<BoardWorkingSet>(queryClient, boardKeys.detail(boardId), (board) =>
    withAnswer(board, saved, last),
  );
  const board = queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
  const shown = (board && cardOf(board, saved.id)) ?? saved;
  showInEntry<CardDetail>(queryClient, cardKeys.detail(boardId, saved.id), (detail) => ({
    ...detail,
    ...saved,
    ...placeOf(shown),
  }));
}

const placeOf = ({ column_id, order }: Card) => ({ column_id, order });

/** "Take theirs": the other person's values of these fields, shown as saved. */
export function takeTheirs(
  queryClient: QueryClient,
  boardId: number,
  cardId: number,
  clashes: readonly FieldClash[],
): void {
  const card = shownCard(queryClient, boardId, cardId);
  if (!card) return;
  const theirs = changesFrom(clashes.map((clash) => [clash.field, clash.theirs]));
  showServerCard(queryClient, boardId, card, theirs);
}

/**
 * PATCHes the card, showing the change at once on the panel and the board. The save waits its
 * turn in the board's write queue; temporary failures are retried (the change stays, marked
 * unsaved), a refusal puts the changed fields back and says why.
 */
export function usePatchCard(boardId: number, cardId: number) {
  return useMutation(patchCardWrite(useWriteServices(), { boardId, cardId }));
}

/** The registered write (kept in the outbox until saved, sent again after a reload). */
export const patchCardWrite = registerWrite(
  'patch-card',
  ({ queryClient, api }, { boardId, cardId }: { boardId: number; cardId: number }) =>
    patchCardOptions(queryClient, api, boardId, cardId),
);

/** `usePatchCard`'s options, without React (the model-based test drives them directly). */
export function patchCardOptions(
  queryClient: QueryClient,
  client: ApiClient,
  boardId: number,
  cardId: number,
) {
  return useUpdateCard.options(client, {
    meta: {
      handlesOwnErrors: true,
      answeredCards: ((saved, variables) =>
        settlesFromAnswer((variables as UpdateCardVariables).changes)
          ? [saved as Card]
          : null) satisfies AnsweredCards,
    },
    scope: boardWriteScope(boardId),
    answer: {
      says: ({ changes }) => settlesFromAnswer(changes),
      show: (saved, _variables, last) => showSavedCard(queryClient, boardId, saved, last),
      // What else a change of the card's fields shows in: its searches, its activity log, and
      // the cards named across boards (My work, the inbox).
      invalidates: () => [
        boardKeys.searches(boardId),
        cardKeys.activity(boardId, cardId),
        cardKeys.all,
      ],
    },
    ...optimisticPair(
      queryClient,
      {
        queryKey: boardKeys.detail(boardId),
        // An undo or a bulk action shows its whole action in one cache write first: a write it
        // then sends finds its change already there and leaves the board alone.
        apply: (board: BoardWorkingSet, { changes }: UpdateCardVariables) => {
          const card = cardOf(board, cardId);
          return card && !changeShown(card, changes)
            ? withCard(board, cardId, (shown) => applyChanges(shown, changes))
            : board;
        },
        revert: (current, before, { changes }) => {
          const cardBefore = cardOf(before, cardId);
          return cardBefore
            ? withCard(current, cardId, (card) => revertChanges(card, cardBefore, changes))
            : current;
        },
        refused: (error) => {
          if (!isCardConflict(error)) return false;
          // Everyone else's changes show; the user's value stays on the clashing fields until
          // they choose (the field shows both: ConflictChoice).
          const mine = changesFrom(error.clashes.map((clash) => [clash.field, clash.mine]));
          // With the user's undecided values on it the card is not the server's version: it
          // keeps the one it was seen at, so a further change of those fields meets the same
          // clash instead of passing over theirs unseen.
          const seen = shownCard(queryClient, boardId, cardId);
          const shown = seen
            ? { ...error.current, version: seen.version, updated_at: seen.updated_at }
            : error.current;
          showServerCard(queryClient, boardId, shown, mine);
          return true;
        },
        failed: (_before, _variables, reason) =>
          t('card.saveFailed', 'Could not save the card: {reason}. The change was undone.', {
            reason,
          }),
      },
      {
        queryKey: cardKeys.detail(boardId, cardId),
        apply: (detail: CardDetail, { changes }) => applyChanges(detail, changes),
        revert: (current, before, { changes }) => revertChanges(current, before, changes),
      },
    ),
  });
}
