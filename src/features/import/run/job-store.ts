import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import type { ImportPreview } from '../plan/plan-import';
import type { Step, StepResult } from '../plan/steps';

/** An import being written: its plan, kept whole so a reloaded page can finish it. */
export interface ImportJob {
  id: string;
  /** The server and person it writes as: another person's job is never resumed. */
  owner: { baseUrl: string; userId: number };
  createdAt: string;
  fileName: string;
  /** The existing board it writes into; null: a new board (its id comes with the first write). */
  intoBoardId: number | null;
  preview: ImportPreview;
  steps: Step[];
}

/** What is done: each step's result (null for a write that makes nothing to refer to). */
export interface ImportJobState {
  results: Record<string, StepResult | null>;
  /** Steps the server refused, with its message, or skipped for a refused one they needed. */
  failed: Record<string, string>;
  /** The board the import writes into, once known (for the link and for Cancel's message). */
  boardId: number | null;
}

export interface ImportJobStorage {
  putJob(job: ImportJob): Promise<void>;
  putState(id: string, state: ImportJobState): Promise<void>;
  state(id: string): Promise<ImportJobState | undefined>;
  jobs(): Promise<ImportJob[]>;
  remove(id: string): Promise<void>;
}

const DATABASE = 'project-board-import';

/** IndexedDB: the plan (written once) and its state (rewritten as steps finish) apart. */
export function indexedDbJobStorage(): ImportJobStorage {
  let jobs: UseStore | null = null;
  let states: UseStore | null = null;
  const jobStore = () => (jobs ??= createStore(`${DATABASE}-jobs`, 'jobs'));
  const stateStore = () => (states ??= createStore(`${DATABASE}-states`, 'states'));
  return {
    putJob: (job) => set(job.id, job, jobStore()),
    putState: (id, state) => set(id, state, stateStore()),
    state: (id) => get<ImportJobState>(id, stateStore()),
    jobs: () => values<ImportJob>(jobStore()),
    remove: async (id) => {
      await del(id, stateStore());
      await del(id, jobStore());
    },
  };
}

/** For tests and browsers without IndexedDB. */
export function memoryJobStorage(): ImportJobStorage {
  const jobs = new Map<string, ImportJob>();
  const states = new Map<string, ImportJobState>();
  return {
    putJob: (job) => {
      jobs.set(job.id, structuredClone(job));
      return Promise.resolve();
    },
    putState: (id, state) => {
      states.set(id, structuredClone(state));
      return Promise.resolve();
    },
    state: (id) => Promise.resolve(structuredClone(states.get(id))),
    jobs: () => Promise.resolve([...jobs.values()].map((job) => structuredClone(job))),
    remove: (id) => {
      jobs.delete(id);
      states.delete(id);
      return Promise.resolve();
    },
  };
}

export const emptyState = (): ImportJobState => ({ results: {}, failed: {}, boardId: null });
