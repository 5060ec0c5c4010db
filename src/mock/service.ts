import { trackChanges, type ChangeSet, type ChangeTracker } from './db/change-tracker';
import { RowSeqs } from './db/row-seqs';
import { generateLargeBoard, seedDemo } from './db/seed';
import type { Db } from './db/types';

/** One message of a board's event stream: `id`, `event` and the JSON `data` (CONTRACT 4b). */
export interface StreamMessage {
  id: number;
  event: string;
  data: unknown;
}
import { NO_FAULTS, type FaultSettings } from './faults/fault-plan';

/** The live state every handler works on: the data, the clock, and a change signal. */
export interface MockService {
  readonly db: Db;
  /**
   * The data as writes reach it: `db` itself, or behind the change tracker when the service is
   * stored incrementally (`track`), so a store writes only the rows a write changed.
   */
  readonly writable: Db;
  /** What to store since the last call; null when the service is not tracked. */
  takeChanges(): PendingChanges | null;
  /** Injected faults (latency, errors, offline); in memory only, not part of the data. */
  faults: FaultSettings;
  now(): Date;
  /** Restores the seed; a size seeds board 1 as a large board of that many cards. */
  reset(size?: number): void;
  /** Replaces the data (loading a persisted snapshot). */
  load(db: Db): void;
  /**
   * Called by the routing layer after every successful write; the response waits for what the
   * listeners return (the browser adapter's save), as a server answers once a write is stored.
   */
  changed(): Promise<void>;
  onChange(listener: () => void | Promise<void>): () => void;
  /**
   * Where the data stands, for ETags: this process, replacements of the data (reset, load) and
   * writes of any kind, so a tag never repeats for other data.
   */
  readonly generation: string;
  /** Sends a message to every open event stream of the board. */
  publish(boardId: number, message: StreamMessage): void;
  /** Follows a board's stream messages; returns the unsubscribe. */
  subscribe(boardId: number, listener: (message: StreamMessage) => void): () => void;
}

/**
 * What a store must write: every row (the data was replaced, or never stored), or the rows the
 * writes changed. Rows are keyed by their number in `seqs`.
 */
export type PendingChanges =
  | { kind: 'all'; db: Db; seqs: RowSeqs }
  | { kind: 'rows'; db: Db; seqs: RowSeqs; changes: ChangeSet };

export interface MockServiceOptions {
  /** Injectable clock, so tests are deterministic. Defaults to the system clock. */
  clock?: () => Date;
  /** Initial data; defaults to a fresh seed. */
  db?: Db;
  seedSize?: number;
  /**
   * Track writes for an incremental store. `seqs` numbers the rows of `db` when they came from
   * the store (then only changes are pending); without it, the first changes are every row.
   */
  track?: { seqs?: RowSeqs };
}

export function buildSeed(now: Date, size?: number): Db {
  const db = seedDemo(now);
  if (size != null) generateLargeBoard(db, size, now);
  return db;
}

export function createMockService(options: MockServiceOptions = {}): MockService {
  const clock = options.clock ?? (() => new Date());
  let db = options.db ?? buildSeed(clock(), options.seedSize);
  let seqs = options.track?.seqs ?? new RowSeqs();
  let tracker: ChangeTracker | null = options.track ? trackChanges(db, seqs) : null;
  let storedAll = options.track?.seqs !== undefined;
  const replaced = () => {
    if (!options.track) return;
    seqs = new RowSeqs();
    tracker = trackChanges(db, seqs);
    storedAll = false;
  };
  const listeners = new Set<() => void | Promise<void>>();
  const followers = new Map<number, Set<(message: StreamMessage) => void>>();
  // A process that restarts on the same data file counts again from 0: its tags differ anyway.
  const life = Math.random().toString(36).slice(2, 8);
  let replacements = 0;
  let writes = 0;
  const emit = async () => {
    await Promise.all([...listeners].map((listener) => listener()));
  };
  return {
    get db() {
      return db;
    },
    get writable() {
      return tracker?.view ?? db;
    },
    takeChanges() {
      if (!tracker) return null;
      const changes = tracker.take();
      if (storedAll) return { kind: 'rows', db, seqs, changes };
      storedAll = true;
      return { kind: 'all', db, seqs };
    },
    faults: { ...NO_FAULTS, rules: [] },
    now: () => clock(),
    get generation() {
      return `${life}-${replacements}-${writes}`;
    },
    reset(size) {
      db = buildSeed(clock(), size);
      replaced();
      replacements += 1;
      void emit();
    },
    load(next) {
      db = next;
      replaced();
      replacements += 1;
    },
    publish(boardId, message) {
      for (const listener of followers.get(boardId) ?? []) listener(message);
    },
    subscribe(boardId, listener) {
      const set = followers.get(boardId) ?? new Set();
      followers.set(boardId, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    changed: () => {
      writes += 1;
      return emit();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
