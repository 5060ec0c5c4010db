import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { boardCopiesOf } from '@/api/board-copy/copy-handle';
import type { ApiClient } from '@/api/http/client';
import { meQuery } from '@/api/queries/account';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import type { MyChecklistItem } from '@/api/extensions/my-checklist-items';
import type { BoardSummary } from '@/api/types';
import { concurrencyLimit } from '@/lib/concurrency-limit';
import { myCardsOf, type MyCard } from './my-cards';
import { itemsOfBoard, myItemsOf, type MyItem } from './my-items';
import { myItemsQuery } from './my-items-query';

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
function gatedBoardRead(client: ApiClient, boardId: number, poll = true) {
  const options = boardQueries.detail(client, boardId);
  const read = options.queryFn;
  const gate = gateOf(client);
  return queryOptions({
    queryKey: options.queryKey,
    queryFn: async (context) => {
      // A board's saved copy (issue 30) is painted before its turn at the gate: only the
      // network reads wait for each other.
      await boardCopiesOf(client)?.open(boardId);
      return gate(async () => {
        if (typeof read !== 'function') throw new Error('The board query has no reader.');
        return read(context);
      });
    },
    structuralSharing: options.structuralSharing,
    refetchInterval: poll ? MY_WORK_REFRESH_MS : false,
  });
}

/**
 * Reads every board I can see through the same gate (a board read recently is not read again:
 * the query's stale time), for the notifying tab. Failures are left to the next round.
 */
export async function readEveryBoard(queryClient: QueryClient, client: ApiClient): Promise<void> {
  const boards = await queryClient.fetchQuery(boardQueries.list(client));
  await Promise.allSettled(
    boards
      .filter((board) => board.archived_at == null)
      .map((board) => queryClient.prefetchQuery(gatedBoardRead(client, board.id))),
  );
}

export type BoardRead =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; cards: MyCard[]; items: MyItem[] };

export type BoardState = BoardRead & { board: BoardSummary };

type OnRead = (boardId: number, read: BoardRead) => void;

/**
 * Reads one board for My work and tells the page my cards of it (or that it failed). One
 * component per board rather than `useQueries`: that hook would join the first load (the
 * first-load chunk holds all of React Query's entry), this one reuses `useQuery`.
 */
export function BoardReader({
  boardId,
  userId,
  items = itemsOfBoard(undefined, boardId),
  poll = true,
  onRead,
}: {
  boardId: number;
  userId: number;
  /** My open checklist items of this board (from the one cross-board read). */
  items?: readonly MyChecklistItem[];
  /** Read again every 60 s (false: the page follows the boards' live events instead). */
  poll?: boolean;
  onRead: OnRead;
}) {
  const client = useApiClient();
  const query = useQuery(gatedBoardRead(client, boardId, poll));
  const { data, isError, error, refetch } = query;
  const cards = useMemo(() => (data ? myCardsOf(data, userId) : null), [data, userId]);
  const mine = useMemo(() => (data ? myItemsOf(data, items) : null), [data, items]);
  useEffect(() => {
    if (cards && mine) onRead(boardId, { status: 'ready', cards, items: mine });
    else if (isError) onRead(boardId, { status: 'error', error, retry: () => void refetch() });
    else onRead(boardId, { status: 'loading' });
  }, [boardId, cards, mine, isError, error, refetch, onRead]);
  return null;
}

export interface MyWork {
  /** The list of boards or the caller could not be read: nothing to show. */
  failure: { error: Error; retry: () => void } | null;
  /** Still reading the list of boards or the caller. */
  starting: boolean;
  userId: number | undefined;
  /** The boards to read (not archived), each to be given a `BoardReader`. */
  boardsToRead: BoardSummary[];
  onRead: OnRead;
  boards: BoardState[];
  /** Every card of mine of the boards that answered. */
  cards: MyCard[];
  /** My open checklist items of the boards that answered. */
  items: MyItem[];
  /**
   * The cross-board read of my checklist items: its list (null: the server has none), or
   * failed with a retry, or still reading.
   */
  itemRead:
    | { status: 'loading' }
    | { status: 'error'; retry: () => void }
    | { status: 'ready'; items: readonly MyChecklistItem[] | null };
}

/**
 * My cards across every board I can see: the list of boards (`GET /boards`), then each board's
 * working set (a `BoardReader` each), at most four reads at once, each board's cards shown as
 * soon as it answers. A board that fails is said, with its own Try again; the others show.
 */
export function useMyWork(): MyWork {
  const client = useApiClient();
  const me = useQuery(meQuery(client));
  const list = useQuery(boardQueries.list(client));
  const myItems = useQuery(myItemsQuery(client));
  const [reads, setReads] = useState<ReadonlyMap<number, BoardRead>>(() => new Map());
  // A board's first answer is a transition: the regrouping of every card of mine it brings is
  // rendered in slices the browser can interrupt, so the next boards' answers are taken in
  // meanwhile (and answers that arrive together are rendered once), instead of each answer
  // holding the main thread for a whole render. Later changes (a quick action, a teammate's)
  // are rendered at once.
  const answered = useRef(new Set<number>());
  const onRead = useCallback<OnRead>((boardId, read) => {
    const update = () => setReads((previous) => new Map(previous).set(boardId, read));
    if (read.status !== 'ready' || answered.current.has(boardId)) return update();
    answered.current.add(boardId);
    startTransition(update);
  }, []);
  const boardsToRead = useMemo(
    () => (list.data ?? []).filter((board) => board.archived_at == null),
    [list.data],
  );
  const { boards, cards, items } = useMemo(() => {
    const states: BoardState[] = boardsToRead.map((board) => ({
      board,
      ...(reads.get(board.id) ?? { status: 'loading' }),
    }));
    return {
      boards: states,
      cards: states.flatMap((state) => (state.status === 'ready' ? state.cards : [])),
      items: states.flatMap((state) => (state.status === 'ready' ? state.items : [])),
    };
  }, [boardsToRead, reads]);
  const failed = me.error ?? list.error;
  return {
    failure: failed
      ? {
          error: failed,
          retry: () => {
            if (me.isError) void me.refetch();
            if (list.isError) void list.refetch();
          },
        }
      : null,
    starting: me.isPending || list.isPending,
    userId: me.data?.id,
    boardsToRead,
    onRead,
    boards,
    cards,
    items,
    itemRead: myItems.isSuccess
      ? { status: 'ready', items: myItems.data }
      : myItems.isError
        ? { status: 'error', retry: () => void myItems.refetch() }
        : { status: 'loading' },
  };
}
