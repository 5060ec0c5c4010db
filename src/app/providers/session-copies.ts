import type { QueryClient } from '@tanstack/react-query';
import { createBoardCopies } from '@/api/board-copy/board-copies';
import type { BoardCopies } from '@/api/board-copy/copy-handle';
import type { CopyPreread } from '@/api/board-copy/copy-preread';
import { copyScopeOf } from '@/api/board-copy/copy-scope';
import type { BoardCopyStore } from '@/api/board-copy/copy-store';
import type { ApiClient } from '@/api/http/client';
import type { Outbox } from '@/sync/outbox/outbox';
import type { OutboxStorage } from '@/sync/outbox/outbox-storage';
import { accountKeys } from '@/api/queries/keys';
import type { Card, Me } from '@/api/types';
import { withFreshCards } from '@/sync/writes/move-card.write';
import { keptWritesOverlay } from './kept-writes';

interface SessionCopiesInput {
  queryClient: QueryClient;
  apiClient: ApiClient;
  outbox: Outbox;
  baseUrl: string;
  token: string | null;
  store: Promise<BoardCopyStore | null>;
  isCurrent: () => boolean;
  outboxStorage: OutboxStorage | undefined;
  preread: CopyPreread | null;
}

/**
 * The session's board copies, wired to its cache, its person and its outbox (loaded beside the
 * first paint, `lazyBoardCopies`). Kept under a hash of the server and the token.
 */
export function createSessionCopies({
  queryClient,
  apiClient,
  outbox,
  baseUrl,
  token,
  store,
  isCurrent,
  outboxStorage,
  preread,
}: SessionCopiesInput): BoardCopies {
  return createBoardCopies({
    queryClient,
    store,
    scope: token === null ? Promise.resolve(null) : copyScopeOf(baseUrl, token),
    userId: () =>
      queryClient.getQueryData<Me>(accountKeys.me())?.id ?? outbox.owner()?.userId ?? null,
    keptWrites: keptWritesOverlay({
      services: { queryClient, api: apiClient },
      server: baseUrl,
      storage: async () =>
        outboxStorage ?? (await import('@/sync/outbox/outbox-storage')).defaultOutboxStorage(),
    }),
    isCurrent,
    preread,
    // Cards this session's answers left (stored normalized, of the copy's shape).
    withAnswers: (board, answers) => withFreshCards(board, answers as Card[]),
    remember: (boardId, text) =>
      void import('@/api/board-read/read-changes').then((reader) => reader.remember(boardId, text)),
  });
}
