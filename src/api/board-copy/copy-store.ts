import {
  clear,
  createStore,
  delMany,
  getMany,
  keys,
  set,
  setMany,
  update,
  type UseStore,
} from 'idb-keyval';

/**
 * The stored shape of a board copy. Bumped whenever what a copy holds changes meaning: copies
 * of another shape are dropped unread (the buster).
 */
export const COPY_SHAPE = 2;

/** Copies of boards not opened for this long are dropped. */
export const COPY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** What the page learns about a board copy: the server's last full read of it, as sent. */
export interface BoardCopy {
  /** The response body of `GET /boards/{board}`, unparsed. */
  text: string;
  /** The read's ETag, sent as `If-None-Match` to revalidate; null when the server sends none. */
  etag: string | null;
  /** Who read it (`GET /me`), when known: their kept writes are applied on top. */
  userId: number | null;
  /**
   * The board's cards as the answers of this person's writes saved since the read left them
   * (`addAnswers`), oldest first, applied on top of the read: normalized `Card`s.
   */
  answers: readonly unknown[];
}

/** A copy as saved: the read it holds started at `readAt` (ms). */
export interface SavedBoardCopy extends Omit<BoardCopy, 'answers'> {
  readAt: number;
}

/**
 * More answered cards than this since the copy's read: the copy is marked behind instead (a
 * reload reads the board), so the answers kept beside a copy stay small.
 */
export const MAX_COPY_ANSWERS = 200;

/**
 * A copy's small record (read for expiry and the buster without touching the body, which is
 * megabytes on a 20,000-card board).
 */
interface CopyMeta {
  shape: number;
  etag: string | null;
  userId: number | null;
  openedAt: number;
  savedAt: number;
  readAt: number;
}

interface CopyBody {
  shape: number;
  text: string;
}

/** The answers kept beside a copy, each with when it was saved (ms). */
interface CopyAnswers {
  shape: number;
  saved: { at: number; cards: unknown[] }[];
}

/**
 * Board copies in IndexedDB, one per scope (a server and a person, `copyScopeOf`) and board.
 * Every operation swallows failure: no IndexedDB, refused storage or a full disk mean no copy,
 * never an error.
 */
export interface BoardCopyStore {
  /** The copy, unless it is missing, expired, of another shape, or behind (`markBehind`). */
  read(scope: string, boardId: number, now: number): Promise<BoardCopy | null>;
  write(scope: string, boardId: number, copy: SavedBoardCopy, now: number): Promise<void>;
  /**
   * The server saved one of this person's writes to the board at `at`: a copy read before
   * that is behind what they know, and is not read again until a later read replaces it.
   */
  markBehind(scope: string, boardId: number, at: number): Promise<void>;
  /**
   * The server saved one of this person's writes to the board at `at`, and answered with these
   * cards: kept beside the copy and applied on top of it at the next start, so the copy shows the
   * write without a read of the whole board. Past `MAX_COPY_ANSWERS`, the copy is marked behind.
   */
  addAnswers(scope: string, boardId: number, cards: readonly unknown[], at: number): Promise<void>;
  /** Drops every copy of one scope (a person's sign-out). */
  removeScope(scope: string): Promise<void>;
  /** Drops every copy of every scope (sign-out, "Reset demo data"). */
  clearAll(): Promise<void>;
  /** Drops copies not opened for `COPY_MAX_AGE_MS`, and copies of another shape. */
  expire(now: number): Promise<void>;
}

const DATABASE = 'project-board-copies';
const STORE = 'boards';

const metaKey = (scope: string, boardId: number) => `${scope}|${boardId}|meta`;
const bodyKey = (scope: string, boardId: number) => `${scope}|${boardId}|body`;
const behindKey = (scope: string, boardId: number) => `${scope}|${boardId}|behind`;
const answersKey = (scope: string, boardId: number) => `${scope}|${boardId}|answers`;

function isAnswers(value: unknown): value is CopyAnswers {
  return (
    typeof value === 'object' &&
    value !== null &&
    'shape' in value &&
    value.shape === COPY_SHAPE &&
    'saved' in value &&
    Array.isArray(value.saved)
  );
}

/** The answers saved after a read that started at `readAt`: the ones it may not hold. */
function answersAfter(value: unknown, readAt: number): CopyAnswers['saved'] {
  return isAnswers(value) ? value.saved.filter((entry) => entry.at >= readAt) : [];
}

function isMeta(value: unknown): value is CopyMeta {
  return (
    typeof value === 'object' &&
    value !== null &&
    'shape' in value &&
    value.shape === COPY_SHAPE &&
    'openedAt' in value &&
    typeof value.openedAt === 'number' &&
    'readAt' in value &&
    typeof value.readAt === 'number'
  );
}

function isBody(value: unknown): value is CopyBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'shape' in value &&
    value.shape === COPY_SHAPE &&
    'text' in value &&
    typeof value.text === 'string'
  );
}

async function quietly<T>(run: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await run();
  } catch {
    return fallback;
  }
}

/** The store over an idb-keyval store (a test passes one over fake-indexeddb). */
export function boardCopyStore(open: () => UseStore): BoardCopyStore {
  let store: UseStore | null = null;
  const db = () => (store ??= open());

  const drop = (keysToDrop: IDBValidKey[]) =>
    keysToDrop.length === 0
      ? Promise.resolve()
      : quietly(() => delMany(keysToDrop, db()), undefined);

  return {
    read: (scope, boardId, now) =>
      quietly(async () => {
        const [meta, body, behindAt, answers] = await getMany<unknown>(
          [
            metaKey(scope, boardId),
            bodyKey(scope, boardId),
            behindKey(scope, boardId),
            answersKey(scope, boardId),
          ],
          db(),
        );
        if (!isMeta(meta) || !isBody(body) || now - meta.openedAt > COPY_MAX_AGE_MS) {
          if (meta !== undefined || body !== undefined) {
            await drop([metaKey(scope, boardId), bodyKey(scope, boardId)]);
          }
          return null;
        }
        if (typeof behindAt === 'number' && behindAt >= meta.readAt) return null;
        void quietly(
          () => set(metaKey(scope, boardId), { ...meta, openedAt: now } satisfies CopyMeta, db()),
          undefined,
        );
        return {
          text: body.text,
          etag: meta.etag,
          userId: meta.userId,
          answers: answersAfter(answers, meta.readAt).flatMap((entry) => entry.cards),
        };
      }, null),

    write: (scope, boardId, copy, now) =>
      quietly(async () => {
        const meta: CopyMeta = {
          shape: COPY_SHAPE,
          etag: copy.etag,
          userId: copy.userId,
          openedAt: now,
          savedAt: now,
          readAt: copy.readAt,
        };
        const body: CopyBody = { shape: COPY_SHAPE, text: copy.text };
        const [kept] = await getMany<unknown>([answersKey(scope, boardId)], db());
        const later = answersAfter(kept, copy.readAt);
        try {
          // One transaction: a copy is never kept with the ETag of another body, nor with the
          // answers of another read (the ones this read holds already are dropped; answers
          // older than a copy's read are never applied to it either).
          await setMany(
            [
              [metaKey(scope, boardId), meta],
              [bodyKey(scope, boardId), body],
              ...(later.length > 0
                ? [
                    [
                      answersKey(scope, boardId),
                      { shape: COPY_SHAPE, saved: later } satisfies CopyAnswers,
                    ] as [string, CopyAnswers],
                  ]
                : []),
            ],
            db(),
          );
          if (later.length === 0 && kept !== undefined) await drop([answersKey(scope, boardId)]);
        } catch {
          // A full disk: the older copy is dropped too, rather than kept out of date.
          await drop([metaKey(scope, boardId), bodyKey(scope, boardId)]);
        }
      }, undefined),

    markBehind: (scope, boardId, at) =>
      quietly(() => set(behindKey(scope, boardId), at, db()), undefined),

    addAnswers: (scope, boardId, cards, at) =>
      quietly(async () => {
        let total = 0;
        // One transaction (read, add, write back): two saves at once both keep their answers.
        await update<unknown>(
          answersKey(scope, boardId),
          (kept) => {
            const saved = [...(isAnswers(kept) ? kept.saved : []), { at, cards: [...cards] }];
            total = saved.reduce((sum, entry) => sum + entry.cards.length, 0);
            return { shape: COPY_SHAPE, saved } satisfies CopyAnswers;
          },
          db(),
        );
        if (total > MAX_COPY_ANSWERS) {
          await set(behindKey(scope, boardId), at, db());
          await drop([answersKey(scope, boardId)]);
        }
      }, undefined),

    removeScope: (scope) =>
      quietly(async () => {
        const all = await keys(db());
        await drop(all.filter((key) => typeof key === 'string' && key.startsWith(`${scope}|`)));
      }, undefined),

    clearAll: () => quietly(() => clear(db()), undefined),

    expire: (now) =>
      quietly(async () => {
        const all = (await keys(db())).filter((key): key is string => typeof key === 'string');
        const metas = all.filter((key) => key.endsWith('|meta'));
        const values = await getMany<unknown>(metas, db());
        const kept = new Set<string>();
        metas.forEach((key, index) => {
          const meta = values[index];
          if (isMeta(meta) && now - meta.openedAt <= COPY_MAX_AGE_MS) {
            kept.add(key.slice(0, -'|meta'.length));
          }
        });
        await drop(all.filter((key) => !kept.has(key.slice(0, key.lastIndexOf('|')))));
      }, undefined),
  };
}

/** The app's store (IndexedDB), or none where the browser has no IndexedDB. */
export function defaultBoardCopyStore(): BoardCopyStore | null {
  if (typeof indexedDB === 'undefined') return null;
  return boardCopyStore(() => createStore(DATABASE, STORE));
}
