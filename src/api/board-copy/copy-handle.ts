import type { ApiClient } from '../http/client';
import type { BoardWorkingSet, Card } from '../types';

/**
 * A session's board copies (docs/performance.md, "The start path"): each opened board's last
 * full read, kept in IndexedDB and painted at the next start before the server answers, with
 * the writes still on their way applied on top; then revalidated by the board query with the
 * copy's ETag.
 */
export interface BoardCopies {
  /**
   * Puts the board's copy in the query cache when it holds nothing for the board yet (once per
   * board and session; later calls get the same answer). Resolves with the copy's ETag, or
   * null when there is no copy (or the cache was filled first).
   */
  open(boardId: number): Promise<{ etag: string | null } | null>;
  /**
   * A full read of the board, started at `readAt` (ms), arrived: kept as its copy a little
   * later, when the page is idle.
   */
  save(boardId: number, text: string, etag: string | null, readAt: number): void;
  /**
   * The server saved a write of this session to the board: until a later read is saved, the
   * copy is not painted at the next start (it would show the board from before the write for
   * a moment). Resolves once that is kept.
   */
  behind(boardId: number): Promise<void>;
  /**
   * The server saved a write of this session to the board and answered with these cards (the
   * board's records it changed): kept beside the copy, which shows them at the next start.
   * Resolves once that is kept.
   */
  answered(boardId: number, cards: readonly Card[]): Promise<void>;
  /** Applies the writes kept for `boardId` that have not reached the server yet. */
  withKeptWrites(boardId: number, board: BoardWorkingSet): Promise<BoardWorkingSet>;
  /** Drops every copy in this browser (and what is waiting to be saved). */
  clear(): Promise<void>;
  stop(): void;
}

/** No copies (a session without a store: tests, the model-based runs). */
export const noBoardCopies: BoardCopies = {
  open: () => Promise.resolve(null),
  save: () => undefined,
  behind: () => Promise.resolve(),
  answered: () => Promise.resolve(),
  withKeptWrites: (_boardId, board) => Promise.resolve(board),
  clear: () => Promise.resolve(),
  stop: () => undefined,
};

/**
 * The copies whose code loads beside the first paint (its own chunk, fetched at once): the
 * board query waits for it only when it has no board in hand, which it would wait for anyway.
 */
export function lazyBoardCopies(load: () => Promise<BoardCopies>): BoardCopies {
  let loaded: BoardCopies | null = null;
  let stopped = false;
  const loading = load().then(
    (copies) => {
      loaded = copies;
      if (stopped) copies.stop();
      return copies;
    },
    () => noBoardCopies,
  );
  return {
    open: (boardId) => loading.then((copies) => copies.open(boardId)),
    save: (boardId, text, etag, readAt) => {
      if (loaded) loaded.save(boardId, text, etag, readAt);
      else void loading.then((copies) => copies.save(boardId, text, etag, readAt));
    },
    behind: (boardId) => loading.then((copies) => copies.behind(boardId)),
    answered: (boardId, cards) => loading.then((copies) => copies.answered(boardId, cards)),
    withKeptWrites: (boardId, board) =>
      loading.then((copies) => copies.withKeptWrites(boardId, board)),
    clear: () => loading.then((copies) => copies.clear()),
    stop: () => {
      stopped = true;
      loaded?.stop();
    },
  };
}

const attached = new WeakMap<ApiClient, BoardCopies>();

/** The session's copies, found by its API client (the board query's way to them). */
export function attachBoardCopies(client: ApiClient, copies: BoardCopies): void {
  attached.set(client, copies);
}

export function boardCopiesOf(client: ApiClient): BoardCopies | null {
  return attached.get(client) ?? null;
}
