import type { QueryClient } from '@tanstack/react-query';
import { getMe } from '@/api/extensions/account';
import { createApiClient, type ApiClient } from '@/api/http/client';
import { trackPendingWrites } from '@/api/mutations/pending-writes';
import { createConnectivityMonitor, type ConnectivityMonitor } from './connectivity';
import { createAppQueryClient } from './query-client';

export interface SessionServices {
  queryClient: QueryClient;
  apiClient: ApiClient;
  monitor: ConnectivityMonitor;
  /**
   * Starts the session's effects: the connectivity monitor (following `target`'s online and
   * offline events) and the tracking of unsaved writes. Returns the function that stops them.
   */
  activate: (target?: Window) => () => void;
}

interface SessionServicesInput {
  baseUrl: string;
  /** Read at every request, so a retry after signing in again carries the new token. */
  getToken: () => string | null;
  onUnauthenticated: () => void;
  fetchFn?: typeof fetch;
  /** The retry backoff's jitter source; a test passes a seeded one to replay exactly. */
  random?: () => number;
}

/**
 * What one signed-in session runs on: the QueryClient (retries, pauses, toasts), the API
 * client (the token read per request, every outcome reported), and the connectivity monitor
 * between them (offline, unreachable, session expired; probes with `GET /me`). The app and
 * the model-based resilience test build it the same way.
 */
export function createSessionServices({
  baseUrl,
  getToken,
  onUnauthenticated,
  fetchFn,
  random,
}: SessionServicesInput): SessionServices {
  let report: ConnectivityMonitor['report'] = () => undefined;
  const apiClient = createApiClient({
    baseUrl,
    token: getToken,
    onOutcome: (outcome) => report(outcome),
    ...(fetchFn ? { fetchFn } : {}),
  });
  const monitor = createConnectivityMonitor({
    probe: () => getMe(apiClient),
    onUnauthenticated,
  });
  report = monitor.report;
  const queryClient = createAppQueryClient({ onUnauthenticated, ...(random ? { random } : {}) });
  return {
    queryClient,
    apiClient,
    monitor,
    activate: (target) => {
      const stopTracking = trackPendingWrites(queryClient.getMutationCache());
      const stopMonitor = monitor.activate(target);
      return () => {
        stopMonitor();
        stopTracking();
      };
    },
  };
}
