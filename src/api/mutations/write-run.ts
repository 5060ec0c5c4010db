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
}

const runs = new WeakMap<MutationFunctionContext, WriteRun>();
const serverFailuresAtError = new WeakMap<object, number>();

function runOf(context: MutationFunctionContext): WriteRun {
  let run = runs.get(context);
  if (!run) {
    run = { serverFailures: 0, idempotencyKey: crypto.randomUUID() };
    runs.set(context, run);
  }
  return run;
}

/** A temporary failure of the server: worth sending the same write again (5xx, 408, 429). */
export function isTemporaryServerError(error: unknown): boolean {
  if (!isApiError(error) || error.status === null) return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The key every POST attempt of this write sends (`ApiClient.withIdempotencyKey`). */
export function idempotencyKeyOf(context: MutationFunctionContext): string {
  return runOf(context).idempotencyKey;
}

/**
 * Runs one attempt of a write and counts its 5xx answers, so the retry policy
 * (`serverFailuresOf`) can tell "8 network errors, then one 500" from "nine 500s".
 */
export async function countServerFailures<T>(
  context: MutationFunctionContext,
  attempt: () => Promise<T>,
): Promise<T> {
  const run = runOf(context);
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
