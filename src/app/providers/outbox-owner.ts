import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/http/client';
import { isApiError } from '@/api/http/errors';
import type { Outbox } from '@/sync/outbox/outbox';
import type { OutboxOwner } from '@/sync/outbox/outbox-record';
import { meQuery } from '@/api/queries/account';

interface OutboxOwnerInput {
  outbox: Outbox;
  queryClient: QueryClient;
  apiClient: ApiClient;
  baseUrl: string;
  getToken: () => string | null;
}

/**
 * Starts the session's outbox once it knows whose writes it keeps: at once when this tab
 * remembers the token's owner (`owner-hint.ts`, a reloaded page), else from `GET /me`
 * (retried through temporary failures, fetched again after a reconnect or a sign-in). A server
 * without `/me` still gets an outbox, kept under "the person signed in before" for that
 * server. Returns the function that stops watching.
 */
export function startOutboxForOwner({
  outbox,
  queryClient,
  apiClient,
  baseUrl,
  getToken,
}: OutboxOwnerInput): () => void {
  const hint = import('@/sync/outbox/owner-hint');
  const token = getToken();
  let started = false;
  const startAs = (owner: OutboxOwner) => {
    if (started) return;
    started = true;
    void outbox.start(owner, { queryClient, api: apiClient });
  };

  void hint.then(({ recallOwner }) => {
    const remembered = token === null ? null : recallOwner(baseUrl, token);
    if (remembered) startAs(remembered);
  });

  const me = new QueryObserver(queryClient, {
    ...meQuery(apiClient),
    retry: (_count, error) =>
      isApiError(error) && (error.kind === 'network' || error.kind === 'server'),
    retryDelay: (count) => Math.min(1000 * 2 ** count, 30_000),
  });
  const stop = me.subscribe(({ data, error }) => {
    const unknownPerson =
      isApiError(error) && !['network', 'server', 'unauthenticated'].includes(error.kind);
    if (!data && !unknownPerson) return;
    // Not kept active: a sign-in's refetch of active queries must not wait on this one.
    queueMicrotask(stop);
    const owner = data
      ? { server: baseUrl, userId: data.id, name: data.name }
      : { server: baseUrl, userId: 0, name: 'the person signed in before' };
    if (data && token !== null) void hint.then(({ rememberOwner }) => rememberOwner(token, owner));
    startAs(owner);
  });
  return stop;
}
