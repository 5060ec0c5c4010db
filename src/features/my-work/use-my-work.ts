import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/http/client';
import { meQuery } from '@/api/queries/account';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardSummary, BoardWorkingSet } from '@/api/types';
import { concurrencyLimit } from '@/lib/concurrency-limit';
import { myCardsOf, type MyCard } from './my-cards';

/** At most this many board reads at once: the rest wait, and each paints as it answers. */
export const MY_WORK_CONCURRENCY = 4;
/** A board shown here is read again this often while the tab is visible (an ETag read: 304). */
export const MY_WORK_REFRESH_MS = 60_000;

const gates = new WeakMap<ApiClient, ReturnType<typeof concurrencyLimit>>();
function gateOf(client: ApiClient) {
  let gate = gates.get(client);
  if (!gate) gates.set(client, (gate = concurrencyLimit(MY_WORK_CONCURRENCY)));
  return gate;
}

/**
 * The board query itself (same key, same reader, same cache: a board already read costs
 * nothing, and a quick action here is the board's write on the board's cached copy), with its
 * reads passed through this page's gate.
 */
function gatedBoardRead(client: ApiClient, boardId: number) {
  const options = boardQueries.detail(client, boardId);
  const read = options.queryFn;
  const gate = gateOf(client);
  return queryOptions({
    queryKey: options.queryKey,
    queryFn: (context) =>
      gate(async () => {
        if (typeof read !== 'function') throw new Error('The board query has no reader.');
        return read(context);
      }),
    structuralSharing: options.structuralSharing,
    refetchInterval: MY_WORK_REFRESH_MS,
  });
}

export type BoardState =
  | { status: 'loading'; board: BoardSummary }
  | { status: 'error'; board: BoardSummary; error: Error; retry: () => void }
  | { status: 'ready'; board: BoardSummary; cards: MyCard[] };

export interface MyWork {
  /** The list of boards or the caller could not be read: nothing to show. */
  failure: { error: Error; retry: () => void } | null;
  /** Still reading the list of boards or the caller. */
  starting: boolean;
  boards: BoardState[];
  /** Every card of mine of the boards that answered. */
  cards: MyCard[];
}

/**
 * My cards across every board I can see: the list of boards (`GET /boards`), then each board's
 * working set, at most four reads at once, each board's cards shown as soon as it answers. A
 * board that fails is said, with its own Try again; the others show.
 */
export function useMyWork(): MyWork {
  const client = useApiClient();
  const me = useQuery(meQuery(client));
  const list = useQuery(boardQueries.list(client));
  const boards = (list.data ?? []).filter((board) => board.archived_at == null);
  const userId = me.data?.id;
  return useQueries({
    queries: boards.map((board) => gatedBoardRead(client, board.id)),
    combine: (results): MyWork => {
      const failed = me.error ?? list.error;
      const failure = failed
        ? {
            error: failed,
            retry: () => {
              if (me.isError) void me.refetch();
              if (list.isError) void list.refetch();
            },
          }
        : null;
      const states: BoardState[] = [];
      const cards: MyCard[] = [];
      results.forEach((result, index) => {
        const board = boards[index];
        if (!board) return;
        const data: BoardWorkingSet | undefined = result.data;
        if (data && userId !== undefined) {
          const mine = myCardsOf(data, userId);
          states.push({ status: 'ready', board, cards: mine });
          cards.push(...mine);
        } else if (result.isError) {
          states.push({
            status: 'error',
            board,
            error: result.error,
            retry: () => void result.refetch(),
          });
        } else {
          states.push({ status: 'loading', board });
        }
      });
      return { failure, starting: me.isPending || list.isPending, boards: states, cards };
    },
  });
}
