/**
 * Which session sends which records. Every session (a tab's sign-in) holds a Web Lock named
 * after it for as long as it runs; a record belongs to the session that made it, and another
 * session (another tab, or the same tab after a reload) takes it over only when that lock is
 * free, so two tabs never send the same write. Taking records over happens under one shared
 * lock, so two tabs opening at once cannot both take the same ones.
 */
export interface Senders {
  readonly id: string;
  /** Holds this session's lock until the returned function is called. */
  hold(): () => void;
  isAlive(sender: string): Promise<boolean>;
  /** Runs `work` while no other session of this browser is taking records over. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Calls `ended` once `sender`'s session has ended (at once if it has); returns a cancel. */
  whenEnded(sender: string, ended: () => void): () => void;
}

const SENDER_LOCK = (id: string) => `project-board-outbox-sender:${id}`;
const TAKE_OVER_LOCK = 'project-board-outbox-take-over';

/** The browser's Web Locks, shared by every tab of this origin. */
export function webLockSenders(locks: LockManager, id: string = crypto.randomUUID()): Senders {
  return {
    id,
    hold() {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      void locks.request(SENDER_LOCK(id), () => held);
      return release;
    },
    async isAlive(sender) {
      const { held = [] } = await locks.query();
      return held.some((lock) => lock.name === SENDER_LOCK(sender));
    },
    async exclusive(work) {
      return await locks.request(TAKE_OVER_LOCK, work);
    },
    whenEnded(sender, ended) {
      const controller = new AbortController();
      locks
        .request(SENDER_LOCK(sender), { signal: controller.signal }, () => {
          ended();
        })
        .catch(() => undefined);
      return () => controller.abort();
    },
  };
}

/**
 * The same rules in memory: the sessions of one "browser" share a registry. For browsers
 * without Web Locks (then a reload still takes over its own records) and for tests that open
 * several sessions side by side.
 */
export function createSenderRegistry() {
  const alive = new Set<string>();
  const waiting = new Map<string, Set<() => void>>();
  let queue: Promise<unknown> = Promise.resolve();
  return {
    senders(id: string = crypto.randomUUID()): Senders {
      return {
        id,
        hold() {
          alive.add(id);
          return () => {
            alive.delete(id);
            const callbacks = waiting.get(id);
            waiting.delete(id);
            callbacks?.forEach((ended) => ended());
          };
        },
        isAlive: (sender) => Promise.resolve(alive.has(sender)),
        exclusive<T>(work: () => Promise<T>): Promise<T> {
          const run = queue.then(work);
          queue = run.catch(() => undefined);
          return run;
        },
        whenEnded(sender, ended) {
          if (!alive.has(sender)) {
            queueMicrotask(ended);
            return () => undefined;
          }
          const callbacks = waiting.get(sender) ?? new Set();
          callbacks.add(ended);
          waiting.set(sender, callbacks);
          return () => callbacks.delete(ended);
        },
      };
    },
  };
}

const fallbackRegistry = createSenderRegistry();

/** Web Locks when the browser has them (every current one does), memory otherwise. */
export function defaultSenders(): Senders {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? webLockSenders(locks) : fallbackRegistry.senders();
}
