import type { CopyPreread } from '@/api/board-copy/copy-preread';
import type { BoardCopyStore } from '@/api/board-copy/copy-store';
import { matchBoardPath } from '@/paths';
import { apiBaseUrlOf, connectionStore } from '../connection/connection-store';

/**
 * The saved copy of the board in the address, read as soon as the app's code runs, beside the
 * deployment's config, the translations and the first render (docs/architecture.md, "The
 * start path", step 1). It guesses the person from the tab's stored connection; the session
 * takes it only if its own scope is the same. Its code is a chunk of its own.
 */
export function prereadAtStart(store: Promise<BoardCopyStore | null>): Promise<CopyPreread | null> {
  const route = matchBoardPath(window.location.pathname);
  const connection = connectionStore.get();
  if (!route || connection.kind === 'signed-out') return Promise.resolve(null);
  const server = apiBaseUrlOf(connection, window.location.origin);
  return import('@/api/board-copy/copy-preread').then(
    ({ prereadBoardCopy }) =>
      prereadBoardCopy({
        store,
        server,
        token: connection.token,
        boardId: route.boardId,
        now: Date.now(),
      }),
    () => null,
  );
}
