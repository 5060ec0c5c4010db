import type { QueryClient } from '@tanstack/react-query';
import { getCard } from '@/api/extensions/cards';
import type { ApiClient } from '@/api/http/client';
import { isApiError } from '@/api/http/errors';
import { boardHasPendingWrites } from '@/sync/queue/write-scope';
import { withoutCards } from '@/api/queries/board-index';
import { boardKeys, cardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet, Card, CardDetail } from '@/api/types';
import { withFreshCards } from '@/sync/writes/move-card.write';
import type { LiveUpdatePlan } from './plan-live-update';

/** The board's record of a card: the card read without its relations. */
export function boardCardOf(detail: CardDetail): Card {
  const {
    checklists: _checklists,
    files: _files,
    tags: _tags,
    assignees: _assignees,
    ...card
  } = detail;
  return card;
}

async function readCard(
  client: ApiClient,
  boardId: number,
  cardId: number,
  signal: AbortSignal,
): Promise<CardDetail | 'gone'> {
  try {
    return await getCard(client, boardId, cardId, { signal });
  } catch (error) {
    if (isApiError(error) && error.kind === 'not_found') return 'gone';
    throw error;
  }
}

/**
 * Brings the held board (and the open card) up to date with a plan: the changed cards read
 * and merged in place, deleted ones taken off, or the whole board read again (a 304 when
 * nothing changed). While the board's own writes are on their way nothing is merged (it would
 * hide their optimistic changes): false, and the caller applies the plan's events again once
 * they have settled (`live-board-session.ts`).
 */
export async function applyLiveUpdate(
  queryClient: QueryClient,
  client: ApiClient,
  boardId: number,
  plan: LiveUpdatePlan,
  signal: AbortSignal,
): Promise<boolean> {
  const boardKey = boardKeys.detail(boardId);
  if (boardHasPendingWrites(queryClient, boardId)) return false;
  if (plan.readBoard) {
    await queryClient.invalidateQueries({ queryKey: boardKey, exact: true });
    await queryClient.invalidateQueries({ queryKey: boardKeys.searches(boardId) });
    await queryClient.invalidateQueries({ queryKey: boardKeys.datedItems(boardId) });
    return true;
  }
  if (plan.readCards.length === 0 && plan.removeCards.length === 0) return true;
  const reads = await Promise.all(
    plan.readCards.map((cardId) => readCard(client, boardId, cardId, signal)),
  );
  if (signal.aborted) return true;
  if (boardHasPendingWrites(queryClient, boardId)) return false;
  const fresh = reads.flatMap((read) => (read === 'gone' ? [] : [read]));
  const gone = new Set([
    ...plan.removeCards,
    ...plan.readCards.filter((_, index) => reads[index] === 'gone'),
  ]);
  queryClient.setQueryData<BoardWorkingSet>(boardKey, (board) => {
    if (!board) return board;
    const updated = withFreshCards(board, fresh.map(boardCardOf));
    return gone.size > 0 ? withoutCards(updated, gone) : updated;
  });
  for (const detail of fresh) {
    const key = cardKeys.detail(boardId, detail.id);
    if (queryClient.getQueryData(key) === undefined) continue;
    queryClient.setQueryData(key, detail);
    await queryClient.invalidateQueries({ queryKey: [...key, 'checklists'] });
  }
  await queryClient.invalidateQueries({ queryKey: boardKeys.searches(boardId) });
  // A teammate's checklist change reads its card; the calendar's dated items may have moved.
  await queryClient.invalidateQueries({ queryKey: boardKeys.datedItems(boardId) });
  return true;
}
