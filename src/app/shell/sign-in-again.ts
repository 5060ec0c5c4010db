import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { getMe } from '@/api/extensions/account';
import { createApiClient } from '@/api/http/client';
import { boardHasPendingWrites, boardIdOfKey } from '@/sync/queue/write-scope';
import { accountKeys } from '@/api/queries/keys';
import type { Me } from '@/api/types';
import { connectionStore } from '../connection/connection-store';
import { sessionRenewed } from '../providers/connectivity';
import { demoFetch } from '../demo/demo-mock';

interface SignInAgain {
  queryClient: QueryClient;
  token: string;
  /** The API root, to ask who the new token belongs to (`GET /me`). */
  apiBaseUrl: string;
  /** In the demo, the mock's sign-in (`POST {api}/__mock/session`) ends an expired token. */
  demoApiBaseUrl?: string | null;
  fetchFn?: typeof fetch;
}

/** The token belongs to someone else than the writes waiting to be sent. */
export interface OtherUser {
  kind: 'other-user';
  /** Who the waiting writes belong to, and who the new token signs in. */
  owner: Me;
  signingIn: Me;
  pendingWrites: number;
}

export type SignInOutcome = { kind: 'signed-in' } | OtherUser;

function pendingWriteCount(queryClient: QueryClient): number {
  return queryClient.getMutationCache().findAll({ status: 'pending' }).length;
}

/**
 * What the sign-in dialog does after a 401: renew the token (same session, so the cache, the
 * optimistic changes and the drafts stay), let the paused writes go out again in their order,
 * and fetch the rest of the data again. Boards with writes still on their way are refetched
 * when their last write settles, not now: a refetch now would hide their optimistic changes.
 *
 * Writes made by one person are never sent under another's name: when writes are waiting and
 * the new token belongs to someone else than the session's user, nothing is renewed and the
 * dialog says so (the owner can still sign in and send them).
 */
export async function signInAgain({
  queryClient,
  token,
  apiBaseUrl,
  demoApiBaseUrl,
  fetchFn,
}: SignInAgain): Promise<SignInOutcome> {
  if (demoApiBaseUrl) {
    try {
      await demoFetch(`${demoApiBaseUrl}/__mock/session`, {
        method: 'POST',
        headers: { 'X-Mock-Control': '1' },
      });
    } catch {
      // The mock is in this page; if it does not answer, the next 401 asks again.
    }
  }
  const owner = queryClient.getQueryData<Me>(accountKeys.me());
  const pendingWrites = pendingWriteCount(queryClient);
  if (owner && pendingWrites > 0) {
    // The demo's mock answers through the page, not the network.
    const send = fetchFn ?? (demoApiBaseUrl ? demoFetch : undefined);
    const client = createApiClient({
      baseUrl: apiBaseUrl,
      token,
      ...(send ? { fetchFn: send } : {}),
    });
    const signingIn = await getMe(client).catch(() => null);
    if (signingIn && signingIn.id !== owner.id) {
      return { kind: 'other-user', owner, signingIn, pendingWrites };
    }
  }
  connectionStore.actions().renewToken(token);
  sessionRenewed();
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
  // Not awaited: a refetch that meets another 401 pauses until the next sign-in.
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const boardId = boardIdOfKey(query.queryKey);
      return boardId === null || !boardHasPendingWrites(queryClient, boardId);
    },
  });
  return { kind: 'signed-in' };
}
