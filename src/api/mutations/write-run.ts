import type { MutationFunctionContext } from '@tanstack/react-query';
import { isApiError } from '../http/errors';

/**
 * What one write carries from its first attempt through all its retries. React Query hands the
 * mutation function the same context object on every attempt of one `mutate` (and a new one for
 * the next `mutate`), so it keys the run.
 */
interface WriteRun {
  /** 5xx answers so far: they have their own budget, apart from network failures and 401s. */
  serverFailures: number;
  /** Sent with every POST attempt of this write, so a retry never creates a second record. */
  idempotencyKey: string;
  /** Settles when the writes this one must follow are done (`waitForTurn`). */
  turn: Promise<void> | null;
}

const runs = new WeakMap<MutationFunctionContext, WriteRun>();
const serverFailuresAtError = new WeakMap<object, number>();

function runOf(context: MutationFunctionContext): WriteRun {
  let run = runs.get(context);
  if (!run) {
    run = { serverFailures: 0, idempotencyKey: crypto.randomUUID(), turn: null };
    runs.set(context, run);
  }
  return run;
}

/** A temporary failure of the server: worth sending the same write again (5xx, 408, 429). */
export function isTemporaryServerError(error: unknown): boolean {
  if (!isApiError(error) || error.status === null) return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/**
 * Makes the write use `key` (its outbox record's id) from its first attempt on, so a write sent
 * again after a reload carries the key it was first sent with.
 */
export function bindIdempotencyKey(context: MutationFunctionContext, key: string): void {
  runOf(context).idempotencyKey = key;
}

/**
 * Makes the write wait, before its first request, for `turn`: after a reload, the writes made
 * in the new session wait for the ones the outbox sends again, which were made before them.
 * (The change shows at once all the same; only the request waits.)
 */
export function waitForTurn(context: MutationFunctionContext, turn: Promise<void>): void {
  runOf(context).turn = turn;
}

/** The key every POST attempt of this write sends (`ApiClient.withIdempotencyKey`). */
export function idempotencyKeyOf(context: MutationFunctionContext): string {
  return runOf(context).idempotencyKey;
}

/**
 * Runs one attempt of a write: after its turn has come (`waitForTurn`), and counting its 5xx
 * answers, so the retry policy (`serverFailuresOf`) can tell "8 network errors, then one 500"
 * from "nine 500s".
 */
export async function attemptWrite<T>(
  context: MutationFunctionContext,
  attempt: () => Promise<T>,
): Promise<T> {
  const run = runOf(context);
  if (run.turn) await run.turn;
  try {
    return await attempt();
  } catch (error) {
    if (isTemporaryServerError(error) && typeof error === 'object' && error !== null) {
      run.serverFailures += 1;
      serverFailuresAtError.set(error, run.serverFailures);
    }
    throw error;
  }
}

/** How many 5xx answers the write had got when it failed with `error` (0 when not counted). */
export function serverFailuresOf(error: unknown): number {
  return typeof error === 'object' && error !== null ? (serverFailuresAtError.get(error) ?? 0) : 0;
}
