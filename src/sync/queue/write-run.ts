import type { MutationFunctionContext } from '@tanstack/react-query';
import { isApiError } from '@/api/http/errors';

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
  /** Its first request has gone out (or is going): too late to cancel it. */
  sent: boolean;
  /** Undone before it was sent (`cancelQueuedWrite`): it ends without a request. */
  cancelled: boolean;
  /** Told when it is cancelled (the outbox forgets its record). */
  onCancel: (() => void)[];
}

const runs = new WeakMap<MutationFunctionContext, WriteRun>();
const serverFailuresAtError = new WeakMap<object, number>();

function runOf(context: MutationFunctionContext): WriteRun {
  let run = runs.get(context);
  if (!run) {
    run = {
      serverFailures: 0,
      idempotencyKey: crypto.randomUUID(),
      turn: null,
      sent: false,
      cancelled: false,
      onCancel: [],
    };
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
  const run = runOf(context);
  const earlier = run.turn;
  run.turn = earlier ? Promise.all([earlier, turn]).then(() => undefined) : turn;
}

/**
 * The write's variables object is its handle for the undo history: the caller keeps the object
 * it passed to `mutate`, and React Query keeps the same object on the mutation.
 */
const runsByVariables = new WeakMap<object, WriteRun>();
interface Hold {
  promise: Promise<void>;
  release: () => void;
}
const holds = new WeakMap<object, Hold>();
/** Holds not released yet: a page going away sends them at once (`releaseAllHolds`). */
const openHolds = new Set<Hold>();

/**
 * Called by the MutationCache when a write starts (its change shows): ties the write's
 * variables to its run, and makes it wait for a hold registered for them (`holdWrite`).
 */
export function trackWrite(variables: unknown, context: MutationFunctionContext): void {
  if (typeof variables !== 'object' || variables === null) return;
  runsByVariables.set(variables, runOf(context));
  const hold = holds.get(variables);
  if (hold) waitForTurn(context, hold.promise);
}

/**
 * Keeps the write made with `variables` from sending its first request for `ms` (a delete held
 * a few seconds so it can be undone without an undelete endpoint). Call before `mutate`. Its
 * change shows and the outbox keeps it meanwhile; cancelling it (`cancelQueuedWrite`) or the
 * page going away (`releaseAllHolds`) ends the hold early.
 */
export function holdWrite(variables: object, ms: number): void {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold: Hold = { promise, release: () => undefined };
  const timer = setTimeout(() => hold.release(), ms);
  hold.release = () => {
    clearTimeout(timer);
    openHolds.delete(hold);
    release();
  };
  openHolds.add(hold);
  holds.set(variables, hold);
}

/** Sends every held write now (the page is going away: `pagehide`). */
export function releaseAllHolds(): void {
  [...openHolds].forEach((hold) => hold.release());
}

/**
 * Cancels the write made with `variables` if its first request has not gone out: it then ends
 * (when its turn comes) with `WriteCancelledError`, without a request, and its hooks leave the
 * screen alone (the caller has undone the change). False when it was sent already, or unknown.
 */
export function cancelQueuedWrite(variables: object): boolean {
  const run = runsByVariables.get(variables);
  if (!run || run.sent) return false;
  if (!run.cancelled) {
    run.cancelled = true;
    run.onCancel.splice(0).forEach((listener) => listener());
    // A held write ends now rather than when its hold would have run out.
    holds.get(variables)?.release();
  }
  return true;
}

/** True when the write made with `variables` was cancelled before it was sent (undone). */
export function isWriteUndone(variables: unknown): boolean {
  if (typeof variables !== 'object' || variables === null) return false;
  return runsByVariables.get(variables)?.cancelled === true;
}

/** True while the write made with `variables` waits in its queue, not sent and not cancelled. */
export function isWriteQueued(variables: object): boolean {
  const run = runsByVariables.get(variables);
  return run !== undefined && !run.sent && !run.cancelled;
}

/** Runs `listener` if the write is cancelled before it is sent (the outbox forgets it). */
export function onWriteCancelled(context: MutationFunctionContext, listener: () => void): void {
  runOf(context).onCancel.push(listener);
}

/** A write undone before it was sent: not a failure, nothing to say or put back. */
export class WriteCancelledError extends Error {
  readonly writeCancelled = true;
  constructor() {
    super('The change was undone before it was sent.');
    this.name = 'WriteCancelledError';
  }
}

export function isWriteCancelled(error: unknown): error is WriteCancelledError {
  return error instanceof WriteCancelledError;
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
  if (run.cancelled) throw new WriteCancelledError();
  run.sent = true;
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
