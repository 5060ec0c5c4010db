import { queryOptions } from '@tanstack/react-query';
import { getCardsInfo, type CardsInfoRequest } from '../endpoints/cards';
import { getChecklist, type ChecklistRef } from '../endpoints/checklists';
import { getCard } from '../extensions/cards';
import { listDatedChecklistItems } from '../extensions/checklists';
import type { ApiClient } from '../http/client';
import { boardKeys, cardKeys } from './keys';

export const cardQueries = {
  /** Extension: one card with its relations. */
  detail: (client: ApiClient, boardId: number, cardId: number) =>
    queryOptions({
      queryKey: cardKeys.detail(boardId, cardId),
      queryFn: ({ signal }) => getCard(client, boardId, cardId, { signal }),
    }),
  checklist: (client: ApiClient, ref: ChecklistRef) =>
    queryOptions({
      queryKey: cardKeys.checklist(ref),
      queryFn: ({ signal }) => getChecklist(client, ref, { signal }),
    }),
  /** Ours (docs/api.md): the checklist items due in `[from, to)`, for the calendar. */
  datedItems: (client: ApiClient, boardId: number, window: { from: Date; to: Date }) =>
    queryOptions({
      queryKey: boardKeys.datedItemsIn(boardId, window.from.toISOString(), window.to.toISOString()),
      queryFn: ({ signal }) => listDatedChecklistItems(client, boardId, window, { signal }),
    }),
  batchInfo: (client: ApiClient, request: CardsInfoRequest) =>
    queryOptions({
      queryKey: cardKeys.batchInfo(request),
      queryFn: ({ signal }) => getCardsInfo(client, request, { signal }),
    }),
  /**
   * Cards named elsewhere (notifications, recent cards), each with its number, title, board and
   * column, in one batch call; nothing is fetched for no ids.
   */
  references: (client: ApiClient, ids: readonly number[]) => ({
    ...cardQueries.batchInfo(client, {
      ids,
      fields: ['title', 'number'],
      with: ['board', 'column'],
    }),
    enabled: ids.length > 0,
  }),
};
