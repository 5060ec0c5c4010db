import type { QueryClient } from '@tanstack/react-query';
import { readBoardText } from '../endpoints/boards';
import { boardKeys } from '../queries/keys';
import type { BoardWorkingSet } from '../types';
import type { BoardCopies } from './copy-handle';
import type { CopyPreread, ParsedCopy } from './copy-preread';
import type { BoardCopyStore } from './copy-store';
import { setShownFromCopy } from './copy-status';

interface BoardCopiesInput {
  queryClient: QueryClient;
  /** The store, loaded beside the first paint (null: no IndexedDB, no copies). */
  store: Promise<BoardCopyStore | null>;
  /** Whose copies (`copyScopeOf`); null: none kept. */
  scope: Promise<string | null>;
  /** The signed-in person's id when known (`GET /me`), kept with a copy. */
  userId: () => number | null;
  /** The kept writes of `userId` to the board applied on top (the outbox's records). */
  keptWrites: (
    boardId: number,
    board: BoardWorkingSet,
    userId: number | null,
  ) => Promise<BoardWorkingSet>;
  /** False once another person signed in (or out): nothing is read or kept for this session. */
  isCurrent?: () => boolean;
  now?: () => number;
  /** When to write: after a pause, when idle (the app); at once in tests. */
  schedule?: (task: () => void) => () => void;
  /** Hands the copy to the board reader, to compare the revalidated read with. */
  remember?: (boardId: number, text: string) => void;
  /** The copy read as the page started (`prereadBoardCopy`): used once, if its scope is ours. */
  preread?: CopyPreread | null;
  /** The board with the cards answered since the copy's read (`BoardCopy.answers`) on it. */
  withAnswers?: (board: BoardWorkingSet, answers: readonly unknown[]) => BoardWorkingSet;
}

const SAVE_PAUSE_MS = 1500;

function pauseThenIdle(task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: 5000 });
      cancelIdle = () => cancelIdleCallback(handle);
    } else task();
  }, SAVE_PAUSE_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle?.();
  };
}

export function createBoardCopies({
  queryClient,
  store,
  scope,
  userId,
  keptWrites,
  isCurrent = () => true,
  now = () => Date.now(),
  schedule = pauseThenIdle,
  remember,
  preread = null,
  withAnswers = (board) => board,
}: BoardCopiesInput): BoardCopies {
  const opened = new Map<number, Promise<{ etag: string | null } | null>>();
  const waiting = new Map<number, { text: string; etag: string | null; readAt: number }>();
  let cancelSave: (() => void) | null = null;
  let stopped = false;
  const live = () => !stopped && isCurrent();
  let early = preread;

  async function readAndParse(
    copies: BoardCopyStore,
    owner: string,
    boardId: number,
  ): Promise<ParsedCopy | null> {
    const taken = early?.boardId === boardId ? early : null;
    if (taken) early = null;
    if (taken && (await taken.scope) === owner) return taken.parsed;
    const copy = await copies.read(owner, boardId, now());
    return copy ? { copy, board: await readBoardText({ text: copy.text, status: 200 }) } : null;
  }

  async function open(boardId: number): Promise<{ etag: string | null } | null> {
    const [copies, owner] = await Promise.all([store, scope]);
    if (!copies || !owner || !live()) return null;
    const key = boardKeys.detail(boardId);
    if (queryClient.getQueryData(key) !== undefined) return null;
    let found: ParsedCopy | null;
    let board: BoardWorkingSet;
    try {
      found = await readAndParse(copies, owner, boardId);
      if (!found || !live() || queryClient.getQueryData(key) !== undefined) return null;
      board = await keptWrites(
        boardId,
        withAnswers(found.board, found.copy.answers),
        found.copy.userId,
      );
    } catch {
      return null;
    }
    const { copy } = found;
    if (!live() || queryClient.getQueryData(key) !== undefined) return null;
    // Stale at once (updatedAt 1): the board query reads it again as soon as it is shown.
    queryClient.setQueryData(key, board, { updatedAt: 1 });
    setShownFromCopy(boardId, true);
    remember?.(boardId, copy.text);
    return { etag: copy.etag };
  }

  async function flush(): Promise<void> {
    cancelSave = null;
    const [copies, owner] = await Promise.all([store, scope]);
    const entries = [...waiting];
    waiting.clear();
    if (!copies || !owner || !live()) return;
    for (const [boardId, { text, etag, readAt }] of entries) {
      if (!live()) return;
      await copies.write(owner, boardId, { text, etag, userId: userId(), readAt }, now());
    }
  }

  return {
    open(boardId) {
      let answer = opened.get(boardId);
      if (!answer) {
        answer = open(boardId).catch(() => null);
        opened.set(boardId, answer);
      }
      return answer;
    },
    save(boardId, text, etag, readAt) {
      if (!live()) return;
      waiting.set(boardId, { text, etag, readAt });
      cancelSave ??= schedule(() => void flush());
    },
    async behind(boardId) {
      const [copies, owner] = await Promise.all([store, scope]);
      if (copies && owner && live()) await copies.markBehind(owner, boardId, now());
    },
    async answered(boardId, cards) {
      const [copies, owner] = await Promise.all([store, scope]);
      if (copies && owner && live()) await copies.addAnswers(owner, boardId, cards, now());
    },
    withKeptWrites: (boardId, board) => keptWrites(boardId, board, userId()),
    async clear() {
      cancelSave?.();
      cancelSave = null;
      waiting.clear();
      await (await store)?.clearAll();
    },
    stop() {
      stopped = true;
      cancelSave?.();
      cancelSave = null;
      waiting.clear();
    },
  };
}
