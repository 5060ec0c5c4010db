import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { OutboxContext } from '@/sync/outbox/outbox-context';
import { ApiClientProvider } from '@/api/react/api-client-context';
import { AppToaster } from '@/components/toast';
import {
  apiBaseUrlOf,
  connectionStore,
  tokenOf,
  useSessionId,
  useSignedInConnection,
} from '../connection/connection-store';
import { matchBoardPath } from '@/paths';
import { demoFetch } from '../demo/demo-mock';
import { createSessionServices } from './session-services';
import { prereadAtStart } from './start-preread';
import { useIdlePreload } from './use-idle-preload';

/** The board copies' store, loaded beside the first paint (its own small chunk). */
const copyStore = import('@/api/board-copy/copy-store').then(
  (store) => store.defaultBoardCopyStore(),
  () => null,
);
const preread = prereadAtStart(copyStore);

/**
 * One QueryClient per signed-in identity: a new session remounts this subtree, dropping the
 * previous user's cache. The API client reads the token at every request, so a renewed token
 * after a 401 keeps the cache and the pending work, and the paused writes go out with it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const sessionId = useSessionId();
  useIdlePreload();
  return (
    <>
      <SessionProviders key={sessionId} sessionId={sessionId}>
        {children}
      </SessionProviders>
      <AppToaster />
    </>
  );
}

function SessionProviders({ children, sessionId }: { children: ReactNode; sessionId: number }) {
  const connection = useSignedInConnection();
  // The base URL only changes with a new session (this subtree is keyed by it).
  const [services] = useState(() => {
    const created = createSessionServices({
      baseUrl: apiBaseUrlOf(connection, window.location.origin),
      getToken: () => tokenOf(connectionStore.get()),
      isCurrent: () => connectionStore.sessionId() === sessionId,
      onUnauthenticated: () => connectionStore.actions().markSessionExpired(),
      copyStore,
      preread: sessionId === 1 ? preread : null,
      ...(connection.kind === 'demo' ? { fetchFn: demoFetch } : {}),
    });
    // The board in the address starts reading its saved copy now, before the page renders.
    const route = matchBoardPath(window.location.pathname);
    if (route) void created.copies.open(route.boardId);
    return created;
  });
  useEffect(() => services.activate(window), [services]);

  return (
    <QueryClientProvider client={services.queryClient}>
      <ApiClientProvider client={services.apiClient}>
        <OutboxContext.Provider value={services.outbox}>{children}</OutboxContext.Provider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
