import type { QueryClient } from '@tanstack/react-query';
import {
  attachBoardCopies,
  lazyBoardCopies,
  noBoardCopies,
  type BoardCopies,
} from '@/api/board-copy/copy-handle';
import { resetShownFromCopy } from '@/api/board-copy/copy-status';
import type { CopyPreread } from '@/api/board-copy/copy-preread';
import type { BoardCopyStore } from '@/api/board-copy/copy-store';
import { getMe } from '@/api/extensions/account';
import { createApiClient, type ApiClient } from '@/api/http/client';
import { trackPendingWrites } from '@/sync/queue/pending-writes';
import { createLazyOutbox } from '@/sync/outbox/lazy-outbox';
import type { createOutbox, Outbox } from '@/sync/outbox/outbox';
import { resetOutboxStatus } from '@/sync/outbox/outbox-status';
import type { OutboxStorage } from '@/sync/outbox/outbox-storage';
import type { Senders } from '@/sync/outbox/senders';
import { whenIdle } from '@/lib/when-idle';
import { createConnectivityMonitor, type ConnectivityMonitor } from './connectivity';
import { resumePausedReads } from './resume-paused-reads';
import { startOutboxForOwner } from './outbox-owner';
import { createAppQueryClient } from './query-client';
import { loadWriteKinds } from './write-kinds';

/** A request of an ended session: never sent, it fails only when its caller gives up on it. */
function neverAnswered(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

export interface SessionServices {
  queryClient: QueryClient;
  apiClient: ApiClient;
  monitor: ConnectivityMonitor;
  outbox: Outbox;
  /** The saved copies of the boards opened (none unless `copyStore` was given). */
  copies: BoardCopies;
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
  /**
   * False once another identity has signed in (or out) in this tab: from that moment this
   * session sends nothing, even before React has unmounted it, so a write of the person who was
   * signed in can never go out with the next person's token. It stays in the outbox for them.
   */
  isCurrent?: () => boolean;
  /** The retry backoff's jitter source; a test passes a seeded one to replay exactly. */
  random?: () => number;
  /** Where writes are kept until saved (IndexedDB by default), and who sends them (Web Locks). */
  outboxStorage?: OutboxStorage;
  senders?: Senders;
  openChannel?: Parameters<typeof createOutbox>[0]['openChannel'];
  /**
   * Where board copies are kept (the app: IndexedDB, loaded beside the first paint). Without
   * it the session keeps none.
   */
  copyStore?: Promise<BoardCopyStore | null>;
  /** The copy of the board in the address, read as the page started (`prereadAtStart`). */
  preread?: Promise<CopyPreread | null> | null;
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
  fetchFn = (input, init) => globalThis.fetch(input, init),
  isCurrent = () => true,
  random,
  outboxStorage,
  senders,
  openChannel,
  copyStore,
  preread,
}: SessionServicesInput): SessionServices {
  let report: ConnectivityMonitor['report'] = () => undefined;
  const apiClient = createApiClient({
    baseUrl,
    token: getToken,
    onOutcome: (outcome) => report(outcome),
    fetchFn: (input, init) => (isCurrent() ? fetchFn(input, init) : neverAnswered(init?.signal)),
  });
  const monitor = createConnectivityMonitor({
    probe: () => getMe(apiClient),
    onUnauthenticated,
  });
  report = monitor.report;
  const outbox = createLazyOutbox(async () => {
    const [outboxModule, storageModule, sendersModule] = await Promise.all([
      import('@/sync/outbox/outbox'),
      import('@/sync/outbox/outbox-storage'),
      import('@/sync/outbox/senders'),
    ]);
    return outboxModule.createOutbox({
      storage: outboxStorage ?? storageModule.defaultOutboxStorage(),
      senders: senders ?? sendersModule.defaultSenders(),
      loadWriteKinds,
      openChannel: openChannel ?? outboxModule.openOutboxChannel,
      whenSaved: (boardId, answered) =>
        answered ? copies.answered(boardId, answered) : copies.behind(boardId),
    });
  });
  const queryClient = createAppQueryClient({
    onUnauthenticated,
    outbox,
    ...(random ? { random } : {}),
  });
  const token = getToken();
  const copies = copyStore
    ? lazyBoardCopies(async () =>
        (await import('./session-copies')).createSessionCopies({
          queryClient,
          apiClient,
          outbox,
          baseUrl,
          token,
          store: copyStore,
          preread: (await preread) ?? null,
          isCurrent,
          outboxStorage,
        }),
      )
    : noBoardCopies;
  attachBoardCopies(apiClient, copies);
  const pendingWrites = () => queryClient.getMutationCache().findAll({ status: 'pending' });
  return {
    queryClient,
    apiClient,
    monitor,
    outbox,
    copies,
    activate: (target) => {
      const stopExpiring = copyStore
        ? whenIdle(() => void copyStore.then((store) => store?.expire(Date.now())), 10_000)
        : () => undefined;
      const stopTracking = trackPendingWrites(queryClient.getMutationCache());
      const stopMonitor = monitor.activate(target);
      const stopResuming = resumePausedReads(queryClient);
      // Before the owner is known (offline after a reload): what earlier visits left, for the
      // banner; and when they left nothing, this session's writes need not wait for them.
      void outbox.peek(baseUrl);
      const stopOwner = startOutboxForOwner({ outbox, queryClient, apiClient, baseUrl, getToken });
      // The browser asks before closing only when a write would be lost with the tab.
      const warnBeforeUnload = (event: BeforeUnloadEvent) => {
        if (!outbox.hasUnkeptWrites(pendingWrites())) return;
        event.preventDefault();
        event.returnValue = '';
      };
      target?.addEventListener('beforeunload', warnBeforeUnload);
      return () => {
        stopExpiring();
        copies.stop();
        resetShownFromCopy();
        stopOwner();
        target?.removeEventListener('beforeunload', warnBeforeUnload);
        outbox.stop();
        resetOutboxStatus();
        stopResuming();
        stopMonitor();
        stopTracking();
      };
    },
  };
}
