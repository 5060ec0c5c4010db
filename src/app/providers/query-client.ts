import {
  MutationCache,
  QueryCache,
  QueryClient,
  type Mutation,
  type MutationOptions,
  type MutationState,
} from '@tanstack/react-query';
import { toast } from '@/components/toast';
import { isApiError } from '@/api/http/errors';
import type { Outbox } from '@/sync/outbox/outbox';
import {
  isTemporaryServerError,
  isWriteCancelled,
  serverFailuresOf,
  trackWrite,
} from '@/sync/queue/write-run';
import { boardHasPendingWrites, boardIdOfKey } from '@/sync/queue/write-scope';
import { flushEarlierWrites } from '@/sync/queue/earlier-writes';
import { isBoardStreaming } from '@/data/live/live-board-store';

/** How often an open board is read again while its tab is visible (issue 14's fallback). */
export const BOARD_POLL_MS = 10_000;

interface QueryClientEffects {
  onUnauthenticated: () => void;
  /** The backoff's jitter source (tests pass a seeded one). */
  random?: () => number;
  /** Keeps every registered write in IndexedDB until it settles (`createOutbox`). */
  outbox?: Pick<Outbox, 'writeStarted' | 'writeSettled'>;
}

/** Retry what may pass on a second try (network, 5xx); never what will fail again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.kind !== 'network' && error.kind !== 'server') return false;
  return failureCount < 2;
}

/** A write is given up (and undone) after this many 5xx (or 408/429) answers. */
export const MAX_SERVER_RETRIES = 8;

/**
 * Writes are never dropped for a temporary reason. Each kind of failure has its own budget:
 * - a network failure (or a request that did not answer in time) is retried with backoff for as
 *   long as it takes (while offline the write is paused and sent when the connection returns);
 * - a 401 is retried after the user has signed in again (the session gate pauses it);
 * - 5xx answers are counted apart (`serverFailuresOf`): after `MAX_SERVER_RETRIES` of them the
 *   write is given up like a refusal, however many network failures came between;
 * - a refusal (403, 404, 422) or a malformed answer fails at once: the hook undoes the change
 *   and says why.
 */
export function retryMutation(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'unauthenticated') return true;
  if (!isTemporaryServerError(error)) return false;
  // A write run outside `attemptWrite` has only React Query's count of all failures.
  const serverFailures = serverFailuresOf(error) || failureCount + 1;
  return serverFailures <= MAX_SERVER_RETRIES;
}

/** Backoff base and cap: 0.5 s, 1 s, 2 s, 4 s, then every 5 s (±20 % jitter). */
export const RETRY_BASE_MS = 500;
export const RETRY_CAP_MS = 5000;

/**
 * The wait before the next attempt: exponential backoff with jitter, or longer when the server
 * said how long (`Retry-After` on a 429 or 503). `random` is injectable so a test replays exactly.
 */
export function mutationRetryDelay(
  failureCount: number,
  error: unknown,
  random: () => number = Math.random,
): number {
  // After a 401 the write waits for the sign-in (paused), not for a timer.
  if (isApiError(error) && error.kind === 'unauthenticated') return 0;
  const delay = Math.min(RETRY_BASE_MS * 2 ** failureCount, RETRY_CAP_MS);
  const jittered = Math.round(delay * (0.8 + random() * 0.4));
  const asked = isApiError(error) ? (error.retryAfterMs ?? 0) : 0;
  return Math.max(jittered, asked);
}

function describe(error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'network') return 'Could not reach the server. Check your connection.';
    if (error.kind === 'forbidden') return `Not allowed: ${error.message}`;
    return error.message;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/**
 * A write joins its board's queue when it is built: the writes made before it and still
 * waiting for the next paint (an undo's) join first, so the queue keeps the order they were made.
 */
class OrderedMutationCache extends MutationCache {
  override build<TData, TError, TVariables, TOnMutateResult>(
    client: QueryClient,
    options: MutationOptions<TData, TError, TVariables, TOnMutateResult>,
    state?: MutationState<TData, TError, TVariables, TOnMutateResult>,
  ): Mutation<TData, TError, TVariables, TOnMutateResult> {
    flushEarlierWrites();
    return super.build(client, options, state);
  }
}

/**
 * UI effects of failures live here, not in the HTTP client: a 401 asks to sign in again;
 * a failed mutation shows a toast unless the mutation handles its own errors
 * (`meta: { handlesOwnErrors: true }`, e.g. forms that show field errors).
 *
 * Mutations run with `networkMode: 'online'`: the app's connectivity monitor
 * (`connectivity.ts`) sets React Query's onlineManager offline when the browser is offline,
 * the server is unreachable or the session has expired, so writes pause instead of failing,
 * and `resumePausedMutations` sends them when it is back online.
 */
export function createAppQueryClient({
  onUnauthenticated,
  random = Math.random,
  outbox,
}: QueryClientEffects): QueryClient {
  type AnyMutation = Parameters<Outbox['writeStarted']>[0];
  const mutationCache = new OrderedMutationCache({
    onMutate: (variables, mutation) => {
      trackWrite(variables);
      return outbox?.writeStarted(mutation as AnyMutation);
    },
    onSettled: (data, error, _variables, _result, mutation) => {
      outbox?.writeSettled(mutation as AnyMutation, error === null, data);
    },
    onError: (error, _variables, _context, mutation) => {
      if (isApiError(error) && error.kind === 'unauthenticated') {
        onUnauthenticated();
        return;
      }
      if (mutation.meta?.handlesOwnErrors === true || isWriteCancelled(error)) return;
      toast.error(describe(error));
    },
  });
  const mayReadOver = (queryKey: readonly unknown[]) => {
    const boardId = boardIdOfKey(queryKey);
    return boardId === null || !boardHasPendingWrites(client, boardId);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && error.kind === 'unauthenticated') onUnauthenticated();
      },
    }),
    mutationCache,
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        // Not a board whose writes are still on their way: its server state lacks them, and
        // the refetch would hide their optimistic changes (the last write refetches it). The
        // same holds when the connection comes back (a sign-in after a 401 sets it online): a
        // read then put a queued rename's old title back on screen, and the user's next
        // rename of the card started from that title (two-clients model, seed 536176155).
        refetchOnWindowFocus: (query) => mayReadOver(query.queryKey),
        refetchOnReconnect: (query) => mayReadOver(query.queryKey),
        // An open board whose event stream is not live is read again every 10 s while the
        // tab is visible, so teammates' changes show; with the ETag a read of an unchanged
        // board is a 304 and changes nothing on screen (docs/live-boards.md).
        refetchInterval: (query) => {
          const boardId = boardIdOfKey(query.queryKey);
          if (boardId === null || query.queryKey.length !== 3) return false;
          const polled = !isBoardStreaming(boardId) && !boardHasPendingWrites(client, boardId);
          return polled ? BOARD_POLL_MS : false;
        },
      },
      mutations: {
        networkMode: 'online',
        retry: retryMutation,
        retryDelay: (failureCount, error) => mutationRetryDelay(failureCount, error, random),
      },
    },
  });
  return client;
}
