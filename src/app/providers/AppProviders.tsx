import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createApiClient } from '@/api/http/client';
import { ApiClientProvider } from '@/api/react/api-client-context';
import {
  apiBaseUrlOf,
  connectionStore,
  useConnection,
  useSessionId,
} from '../connection/connection-store';
import { createAppQueryClient } from './query-client';

/**
 * One QueryClient per signed-in identity: a new session remounts this subtree, dropping the
 * previous user's cache. The API client follows the token, so a renewed token after a 401
 * keeps the cache and the pending work.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const sessionId = useSessionId();
  return (
    <>
      <SessionProviders key={sessionId}>{children}</SessionProviders>
      <Toaster position="bottom-right" closeButton richColors />
    </>
  );
}

function SessionProviders({ children }: { children: ReactNode }) {
  const connection = useConnection();
  const [queryClient] = useState(() =>
    createAppQueryClient({
      onUnauthenticated: () => connectionStore.actions().markSessionExpired(),
    }),
  );
  const apiClient = useMemo(
    () =>
      createApiClient({
        baseUrl: apiBaseUrlOf(connection, window.location.origin),
        token: connection.token,
      }),
    [connection],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={apiClient}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
