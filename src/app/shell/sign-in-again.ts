import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { boardHasPendingWrites, boardIdOfKey } from '@/api/mutations/write-scope';
import { connectionStore } from '../connection/connection-store';
import { sessionRenewed } from '../providers/connectivity';

interface SignInAgain {
  queryClient: QueryClient;
  token: string;
  /** In the demo, the mock's sign-in (`POST {api}/__mock/session`) ends an expired token. */
  demoApiBaseUrl?: string | null;
}

/**
 * What the sign-in dialog does after a 401: renew the token (same session, so the cache, the
 * optimistic changes and the drafts stay), let the paused writes go out again in their order,
 * and fetch the rest of the data again. Boards with writes still on their way are refetched
 * when their last write settles, not now: a refetch now would hide their optimistic changes.
 */
export async function signInAgain({ queryClient, token, demoApiBaseUrl }: SignInAgain) {
  if (demoApiBaseUrl) {
    try {
      await fetch(`${demoApiBaseUrl}/__mock/session`, {
        method: 'POST',
        headers: { 'X-Mock-Control': '1' },
      });
    } catch {
      // The mock is in this page; if it does not answer, the next 401 asks again.
    }
  }
  connectionStore.actions().renewToken(token);
  sessionRenewed();
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
  await queryClient.invalidateQueries({
    predicate: (query) => {
      const boardId = boardIdOfKey(query.queryKey);
      return boardId === null || !boardHasPendingWrites(queryClient, boardId);
    },
  });
}
