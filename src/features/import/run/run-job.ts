import { ApiError, isAbortError } from '@/api/http/errors';
import type { ApiClient } from '@/api/http/client';
import type { Step } from '../plan/steps';
import type { ImportJob, ImportJobState, ImportJobStorage } from './job-store';
import { MissingDependency, runStep } from './run-step';

export interface ImportProgress {
  done: number;
  total: number;
  failed: number;
  cardsDone: number;
  cardsTotal: number;
  /** Writes done in this session and the time they took: the time left is estimated from them. */
  doneThisRun: number;
  elapsedMs: number;
}

export interface RunOptions {
  client: ApiClient;
  storage: ImportJobStorage;
  job: ImportJob;
  state: ImportJobState;
  signal: AbortSignal;
  onProgress: (progress: ImportProgress) => void;
  /** Lanes sent side by side (cards of different columns, details of different cards). */
  concurrency?: number;
  now?: () => number;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** The key every attempt of a step carries, in every session: the job's id and the step's. */
export const idempotencyKeyFor = (jobId: string, stepKey: string) => `import:${jobId}:${stepKey}`;

const RETRY_DELAYS = [500, 1000, 2000, 4000, 5000];
const MAX_SERVER_RETRIES = 8;
const FLUSH_MS = 250;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/** Stops the run (the job stays, to be resumed): a sign-in is needed, or the server is gone. */
export class ImportPaused extends Error {
  constructor(readonly reason: unknown) {
    super('paused');
  }
}

const isPermanent = (error: unknown) =>
  error instanceof ApiError &&
  (error.kind === 'validation' ||
    error.kind === 'forbidden' ||
    error.kind === 'not_found' ||
    error.kind === 'conflict');

/**
 * Sends every step not done yet, phase by phase, lanes side by side, each with its own
 * Idempotency-Key, and keeps what is done in `storage` as it goes. A refused step is recorded
 * (with what depended on it) and the rest goes on; a network failure or a 5xx is retried; a 401
 * or a server that keeps failing pauses the run (the job stays and resumes where it stopped).
 */
export async function runJob(options: RunOptions): Promise<ImportJobState> {
  const { client, storage, job } = options;
  // One step's pause stops the other lanes too (their steps stay to be sent on resume).
  const stop = new AbortController();
  const signal = stop.signal;
  const stopWith = (reason: unknown) => stop.abort(reason);
  if (options.signal.aborted) stopWith(options.signal.reason);
  options.signal.addEventListener('abort', () => stopWith(options.signal.reason), { once: true });
  const now = options.now ?? (() => performance.now());
  const wait = options.wait ?? sleep;
  const concurrency = options.concurrency ?? 6;
  const results = new Map(
    Object.entries(options.state.results).flatMap(([k, v]) => (v ? [[k, v] as const] : [])),
  );
  const state: ImportJobState = structuredClone(options.state);
  const isDone = (step: Step) => step.key in state.results || step.key in state.failed;
  const cardsTotal = job.steps.filter((s) => s.action.kind === 'card').length;
  const started = now();
  let doneThisRun = 0;

  const cardKeys = new Set(job.steps.filter((s) => s.action.kind === 'card').map((s) => s.key));
  let cardsDone = job.steps.filter((s) => cardKeys.has(s.key) && s.key in state.results).length;
  let doneCount = Object.keys(state.results).length + Object.keys(state.failed).length;
  let failedCount = Object.keys(state.failed).length;
  const progress = (): ImportProgress => ({
    done: doneCount,
    total: job.steps.length,
    failed: failedCount,
    cardsDone,
    cardsTotal,
    doneThisRun,
    elapsedMs: now() - started,
  });

  // The state is saved at most every FLUSH_MS (each save writes all of it): what a closed tab
  // loses in between is sent again with the same Idempotency-Keys and answered as the first time.
  let flushing: Promise<void> | null = null;
  let dirty = false;
  const flush = async () => {
    while (dirty) {
      dirty = false;
      await storage.putState(job.id, state);
      await wait(FLUSH_MS, new AbortController().signal);
    }
  };
  const changed = (key: string, failed: boolean) => {
    doneCount += 1;
    if (failed) failedCount += 1;
    else if (cardKeys.has(key)) cardsDone += 1;
    dirty = true;
    flushing ??= flush().finally(() => (flushing = null));
    options.onProgress(progress());
  };

  async function attempt(step: Step): Promise<void> {
    const keyed = client.withIdempotencyKey(idempotencyKeyFor(job.id, step.key));
    let serverFailures = 0;
    for (let tries = 0; ; tries += 1) {
      try {
        const result = await runStep(keyed, step, results, signal);
        if (result) results.set(step.key, result);
        state.results[step.key] = result;
        if (step.key === 'board' && result) state.boardId = result.id;
        doneThisRun += 1;
        return changed(step.key, false);
      } catch (error) {
        if (signal.aborted || isAbortError(error)) throw error;
        if (error instanceof MissingDependency) {
          state.failed[step.key] = `skipped: ${error.step} was not written`;
          return changed(step.key, true);
        }
        if (isPermanent(error)) {
          state.failed[step.key] = error instanceof Error ? error.message : String(error);
          return changed(step.key, true);
        }
        if (error instanceof ApiError && error.kind === 'unauthenticated')
          throw new ImportPaused(error);
        if (error instanceof ApiError && error.kind !== 'network') serverFailures += 1;
        if (serverFailures > MAX_SERVER_RETRIES) throw new ImportPaused(error);
        await wait(
          (error instanceof ApiError ? error.retryAfterMs : null) ??
            RETRY_DELAYS[Math.min(tries, RETRY_DELAYS.length - 1)] ??
            5000,
          signal,
        );
      }
    }
  }

  options.onProgress(progress());
  try {
    for (const phase of [0, 1, 2] as const) {
      const lanes = new Map<string, Step[]>();
      for (const step of job.steps) {
        if (step.phase !== phase || isDone(step)) continue;
        const lane = lanes.get(step.lane) ?? [];
        lane.push(step);
        lanes.set(step.lane, lane);
      }
      const queue = [...lanes.values()];
      let failure: { error: unknown } | null = null;
      const worker = async () => {
        try {
          for (let lane = queue.shift(); lane && !signal.aborted; lane = queue.shift()) {
            for (const step of lane) await attempt(step);
          }
        } catch (error) {
          failure ??= { error };
          stopWith(error);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
      if (failure) throw (failure as { error: unknown }).error;
    }
  } finally {
    await (flushing ?? Promise.resolve());
    dirty = true;
    await storage.putState(job.id, state);
  }
  return state;
}
