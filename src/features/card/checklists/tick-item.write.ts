import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/http/client';
import {
  useUpdateChecklistItem,
  type UpdateChecklistItemVariables,
} from '@/sync/writes/checklists.write';
import { optimisticChange } from '@/sync/optimistic/optimistic-change';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { registerWrite } from '@/sync/writes/write-registry';
import { cardOf, withCard } from '@/api/queries/board-index';
import type { AnsweredCards } from '@/sync/writes/answered-cards';
import { showInEntry } from '@/sync/queue/scope-settling';
import { boardKeys, cardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet, CardDetail, ChecklistItem } from '@/api/types';
import { tickItem } from './checklist-progress';
import { t } from '@/lib/i18n/translate';

/** The registered write (kept in the outbox until saved, sent again after a reload). */
export const tickItemWrite = registerWrite(
  'tick-item',
  ({ queryClient, api }, { boardId, cardId }: { boardId: number; cardId: number }) =>
    tickItemOptions(queryClient, api, boardId, cardId),
);

/** A change of the item's done state alone: its answer says all it changed. */
const isTick = (changes: UpdateChecklistItemVariables['changes']) =>
  Object.keys(changes).every((field) => field === 'is_completed');

/**
 * The saved item, as its PATCH answered it, in the open card, and the card's count of done items
 * on its tile. Without the open card (nothing to count from) the board is read again.
 */
function showSavedItem(
  queryClient: QueryClient,
  boardId: number,
  cardId: number,
  checklistId: number,
  saved: ChecklistItem,
): void {
  const detailKey = cardKeys.detail(boardId, cardId);
  const detail = queryClient.getQueryData<CardDetail>(detailKey);
  if (!detail) {
    void queryClient.invalidateQueries({ queryKey: boardKeys.detail(boardId), exact: true });
    void queryClient.invalidateQueries({ queryKey: detailKey, exact: true });
    return;
  }
  const ticked = tickItem(detail, checklistId, saved.id, saved.is_completed);
  const next: CardDetail = {
    ...ticked,
    checklists: ticked.checklists.map((checklist) =>
      checklist.id === checklistId
        ? {
            ...checklist,
            items: checklist.items.map((item) => (item.id === saved.id ? saved : item)),
          }
        : checklist,
    ),
  };
  queryClient.setQueryData(detailKey, next);
  showInEntry<BoardWorkingSet>(queryClient, boardKeys.detail(boardId), (board) =>
    withCard(board, cardId, (card) => ({
      ...card,
      checklist_items_completed: next.checklist_items_completed,
    })),
  );
}

/** The hook's options, without React (the model-based test drives them directly). */
export function tickItemOptions(
  queryClient: QueryClient,
  client: ApiClient,
  boardId: number,
  cardId: number,
) {
  return useUpdateChecklistItem.options(client, {
    meta: {
      handlesOwnErrors: true,
      // The card's tile as the tick leaves it: its count of done items, from the open card.
      answeredCards: ((_saved, variables) => {
        if (!isTick((variables as UpdateChecklistItemVariables).changes)) return null;
        const board = queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
        const card = board && cardOf(board, cardId);
        const detail = queryClient.getQueryData<CardDetail>(cardKeys.detail(boardId, cardId));
        return card && detail
          ? [{ ...card, checklist_items_completed: detail.checklist_items_completed }]
          : null;
      }) satisfies AnsweredCards,
    },
    scope: boardWriteScope(boardId),
    answer: {
      // A tick's answer is the item; other changes of it (a title, a date) read the board.
      says: ({ changes }) => isTick(changes),
      show: (saved, { checklistId }) =>
        showSavedItem(queryClient, boardId, cardId, checklistId, saved),
      // What else a tick shows in: the card's activity log and the calendar's dated items.
      invalidates: () => [cardKeys.activity(boardId, cardId), boardKeys.datedItems(boardId)],
    },
    ...optimisticChange(queryClient, {
      queryKey: cardKeys.detail(boardId, cardId),
      apply: (
        detail: CardDetail,
        { checklistId, itemId, changes }: UpdateChecklistItemVariables,
      ) =>
        changes.is_completed === undefined
          ? detail
          : tickItem(detail, checklistId, itemId, changes.is_completed),
      // Only this item goes back: later ticks still on their way stay.
      revert: (current, before, { checklistId, itemId }) => {
        const was = before.checklists
          .find((checklist) => checklist.id === checklistId)
          ?.items.find((item) => item.id === itemId);
        return was ? tickItem(current, checklistId, itemId, was.is_completed) : current;
      },
      failed: (_before, _variables, reason) =>
        t('card.checklist.tickFailed', 'Could not tick the item: {reason}. It is back as it was.', {
          reason,
        }),
    }),
  });
}
