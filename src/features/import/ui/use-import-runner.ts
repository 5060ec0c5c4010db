import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@/api/http/client';
import { boardKeys } from '@/api/queries/keys';
import {
  emptyState,
  indexedDbJobStorage,
  type ImportJob,
  type ImportJobState,
} from '../run/job-store';
import { ImportPaused, runJob, type ImportProgress } from '../run/run-job';

export type RunnerView =
  | { status: 'idle' }
  | { status: 'elsewhere'; job: ImportJob }
  | { status: 'running'; job: ImportJob; progress: ImportProgress | null; resumed: boolean }
  | { status: 'paused'; job: ImportJob; progress: ImportProgress | null; reason: string }
  | { status: 'done'; job: ImportJob; state: ImportJobState }
  | { status: 'cancelled'; job: ImportJob; state: ImportJobState; cardsDone: number };

const storage = indexedDbJobStorage();
const lockName = (job: ImportJob) => `project-board-import:${job.id}`;

/** Runs `work` holding the job's Web Lock; false when another tab holds it. */
async function withJobLock(job: ImportJob, work: () => Promise<void>): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) {
    await work();
    return true;
  }
  return navigator.locks.request(lockName(job), { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await work();
    return true;
  });
}

/**
 * Starts an import job, or resumes the one this person left (a reload, a closed tab): the plan
 * and what is done are in IndexedDB, and each write goes again with its first Idempotency-Key.
 */
export function useImportRunner(client: ApiClient, userId: number | null) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<RunnerView>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const cancelled = useRef(false);

  const run = useCallback(
    async (job: ImportJob, state: ImportJobState, resumed: boolean) => {
      const controller = new AbortController();
      abort.current = controller;
      cancelled.current = false;
      setView({ status: 'running', job, progress: null, resumed });
      const took = await withJobLock(job, async () => {
        let latest: ImportProgress | null = null;
        try {
          const final = await runJob({
            client,
            storage,
            job,
            state,
            signal: controller.signal,
            onProgress: (progress) => {
              latest = progress;
              setView({ status: 'running', job, progress, resumed });
            },
          });
          await storage.remove(job.id);
          setView({ status: 'done', job, state: final });
        } catch (error) {
          const saved = (await storage.state(job.id)) ?? state;
          if (controller.signal.aborted && !cancelled.current) return; // the page left: it stays
          if (cancelled.current) {
            await storage.remove(job.id);
            const cardsDone = job.steps.filter(
              (s) => s.action.kind === 'card' && s.key in saved.results,
            ).length;
            setView({ status: 'cancelled', job, state: saved, cardsDone });
          } else {
            const reason = error instanceof ImportPaused ? error.reason : error;
            setView({
              status: 'paused',
              job,
              progress: latest,
              reason: reason instanceof Error ? reason.message : String(reason),
            });
          }
        } finally {
          await queryClient.invalidateQueries({ queryKey: boardKeys.all });
        }
      });
      if (!took) setView({ status: 'elsewhere', job });
    },
    [client, queryClient],
  );

  // A job this person left unfinished on this server goes on by itself.
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    void storage.jobs().then(async (jobs) => {
      const mine = jobs.find(
        (job) => job.owner.baseUrl === client.baseUrl && job.owner.userId === userId,
      );
      if (!mine || !live) return;
      await run(mine, (await storage.state(mine.id)) ?? emptyState(), true);
    });
    return () => {
      live = false;
      abort.current?.abort(new DOMException('The page left the import.', 'AbortError'));
    };
  }, [client, userId, run]);

  const start = useCallback(
    async (job: ImportJob) => {
      await storage.putJob(job);
      await storage.putState(job.id, emptyState());
      await run(job, emptyState(), false);
    },
    [run],
  );

  const resume = useCallback(
    async (job: ImportJob) => run(job, (await storage.state(job.id)) ?? emptyState(), true),
    [run],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
    abort.current?.abort(new DOMException('Cancelled', 'AbortError'));
  }, []);

  /** Cancel of a paused job: what is in stays, nothing more is written. */
  const discard = useCallback(async (job: ImportJob) => {
    const saved = (await storage.state(job.id)) ?? emptyState();
    await storage.remove(job.id);
    const cardsDone = job.steps.filter(
      (s) => s.action.kind === 'card' && s.key in saved.results,
    ).length;
    setView({ status: 'cancelled', job, state: saved, cardsDone });
  }, []);

  return { view, start, resume, cancel, discard };
}
