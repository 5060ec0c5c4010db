import { isApiError } from '@/api/http/errors';

/**
 * A write's variables: the object the caller passes to `mutate`, which React Query keeps on the
 * mutation and hands the mutation function on every attempt, the undo history keeps as the
 * write's handle and the outbox keeps (cloned) in its record. It is the write's record: its run
 * travels on it (`RUN`). An object, so that it can carry it.
 */
export type WriteVariables = object;

/** What the outbox notes on a write (`outboxMarksOf`). */
export interface OutboxMarks {
  /** The id of its outbox record while it has one. */
  recordId?: string | undefined;
  /** Sent again after a take-over: the id of the record that exists already. */
  takenOverId?: string;
}

/** What one write carries from its first attempt through all its retries (unset: false, none). */
interface WriteRun extends OutboxMarks {
  /** 5xx answers so far: they have their own budget, apart from network failures and 401s. */
  serverFailures: number;
  /** Sent with every POST attempt of this write, so a retry never creates a second record. */
  idempotencyKey: string;
  /** Settles when the writes this one must follow are done (`waitForTurn`). */
  turn?: Promise<void>;
  /**
   * Its write has started (`trackWrite`, the MutationCache's `onMutate`). A run made before
   * (`holdWrite`, a take-over) is the one its write starts with; a started one belongs to an
   * earlier write, and the same object passed to `mutate` again gets a new run.
   */
  started?: boolean;
  /** Its first request has gone out (or is going): too late to cancel it. */
  sent?: boolean;
  /** Undone before it was sent (`cancelQueuedWrite`): it ends without a request. */
  cancelled?: boolean;
  /** Told when it is cancelled (the outbox forgets its record). */
  onCancel: (() => void)[];
  /** Kept from sending its first request until released (`holdWrite`). */
  hold?: Hold;
}

interface Hold {
  promise: Promise<void>;
  release: () => void;
}
/** Holds not released yet: a page going away sends them at once (`releaseAllHolds`). */
const openHolds = new Set<Hold>();

/**
 * Where the run sits on the variables: a symbol key, not enumerable, so JSON (the request
 * bodies), structured clone (the outbox's IndexedDB record), spreads and `toEqual` skip it.
 */
const RUN = Symbol();
/** The 5xx count at a failed attempt, on its error, the same way (`serverFailuresOf`). */
const SERVER_FAILURES = Symbol();

interface RunCarrier {
  [RUN]?: WriteRun;
}
interface FailureCount {
  [SERVER_FAILURES]?: number;
}

/** Not enumerable nor writable: set again by defining it anew (configurable). */
function attach<V>(target: object, key: symbol, value: V): V {
  Object.defineProperty(target, key, { value, configurable: true });
  return value;
}

// A primitive or null (not a write's variables) carries none.
const runOn = (variables: unknown): WriteRun | undefined =>
  (variables as RunCarrier | null | undefined)?.[RUN];

function newRun(variables: WriteVariables): WriteRun {
  return attach<WriteRun>(variables, RUN, {
    serverFailures: 0,
    idempotencyKey: crypto.randomUUID(),
    onCancel: [],
  });
}

/** The run of the write made (or being made) with `variables`, made on first use. */
function runOf(variables: WriteVariables): WriteRun {
  return runOn(variables) ?? newRun(variables);
}

/**
 * The run for a write not started yet: the one made for it before `mutate`, or a new one when
 * the variables carry the run of an earlier write made with the same object.
 */
function runBeforeStart(variables: WriteVariables): WriteRun {
  const run = runOn(variables);
  return run && !run.started ? run : newRun(variables);
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
export function bindIdempotencyKey(variables: WriteVariables, key: string): void {
  runOf(variables).idempotencyKey = key;
}

/**
 * Makes the write wait, before its first request, for `turn`: after a reload, the writes made
 * in the new session wait for the ones the outbox sends again, which were made before them.
 * (The change shows at once all the same; only the request waits.)
 */
export function waitForTurn(variables: WriteVariables, turn: Promise<void>): void {
  const run = runOf(variables);
  const earlier = run.turn;
  run.turn = earlier ? Promise.all([earlier, turn]).then(() => undefined) : turn;
}

/**
 * Called by the MutationCache when a write starts (its change shows): the run made for it
 * before (a hold, a take-over) starts, or a new one.
 */
export function trackWrite(variables: unknown): void {
  if (typeof variables !== 'object' || variables === null) return;
  runBeforeStart(variables).started = true;
}

/** The outbox's notes on the write made (or about to be made) with `variables`. */
export const outboxMarksOf: (variables: WriteVariables) => OutboxMarks = runOf;

/**
 * Keeps the write made with `variables` from sending its first request for `ms` (a delete held
 * a few seconds so it can be undone without an undelete endpoint). Call before `mutate`. Its
 * change shows and the outbox keeps it meanwhile; cancelling it (`cancelQueuedWrite`) or the
 * page going away (`releaseAllHolds`) ends the hold early.
 */
export function holdWrite(variables: WriteVariables, ms: number): void {
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
  const run = runBeforeStart(variables);
  run.hold = hold;
  waitForTurn(variables, promise);
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
export function cancelQueuedWrite(variables: WriteVariables): boolean {
  const run = runOn(variables);
  if (!run || run.sent) return false;
  if (!run.cancelled) {
    run.cancelled = true;
    run.onCancel.splice(0).forEach((listener) => listener());
    // A held write ends now rather than when its hold would have run out.
    run.hold?.release();
  }
  return true;
}

/** True when the write made with `variables` was cancelled before it was sent (undone). */
export function isWriteUndone(variables: unknown): boolean {
  return runOn(variables)?.cancelled === true;
}

/** True while the write made with `variables` waits in its queue, not sent and not cancelled. */
export function isWriteQueued(variables: WriteVariables): boolean {
  const run = runOn(variables);
  return run !== undefined && !run.sent && !run.cancelled;
}

/** Runs `listener` if the write is cancelled before it is sent (the outbox forgets it). */
export function onWriteCancelled(variables: WriteVariables, listener: () => void): void {
  runOf(variables).onCancel.push(listener);
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
export function idempotencyKeyOf(variables: WriteVariables): string {
  return runOf(variables).idempotencyKey;
}

/**
 * Runs one attempt of a write: after its turn has come (`waitForTurn`), and counting its 5xx
 * answers, so the retry policy (`serverFailuresOf`) can tell "8 network errors, then one 500"
 * from "nine 500s".
 */
export async function attemptWrite<T>(
  variables: WriteVariables,
  attempt: () => Promise<T>,
): Promise<T> {
  const run = runOf(variables);
  if (run.turn) await run.turn;
  if (run.cancelled) throw new WriteCancelledError();
  run.sent = true;
  try {
    return await attempt();
  } catch (error) {
    if (isTemporaryServerError(error)) {
      run.serverFailures += 1;
      // Only an ApiError is a temporary server error.
      attach(error as object, SERVER_FAILURES, run.serverFailures);
    }
    throw error;
  }
}

/** How many 5xx answers the write had got when it failed with `error` (0 when not counted). */
export function serverFailuresOf(error: unknown): number {
  return (error as FailureCount | null | undefined)?.[SERVER_FAILURES] ?? 0;
}
