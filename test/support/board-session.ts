/**
 * One page's session with board 1 open, for the undo tests: the app's real write layer (as
 * `AppProviders` builds it) against the mock behind MSW, the board watched as the board page
 * watches it, and fake time moved until things settle.
 */
import { QueryObserver } from '@tanstack/react-query';
import { vi } from 'vitest';
import { memoryOutboxStorage } from '@/sync/outbox/outbox-storage';
import { createSenderRegistry } from '@/sync/outbox/senders';
import { boardQueries } from '@/api/queries/boards';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { connectionStore, tokenOf } from '@/app/connection/connection-store';
import { undoSendsPending } from '@/sync/undo/undo-run';
import { openModelSession, settleWith } from './fault-model';

export interface BoardSession {
  services: {
    queryClient: ReturnType<typeof openModelSession>['queryClient'];
    api: ReturnType<typeof openModelSession>['apiClient'];
  };
  /** The board as the page shows it now. */
  board: () => BoardWorkingSet;
  /** Moves fake time until no write is pending and nothing is being read. */
  settled: () => Promise<void>;
  close: () => void;
}

export async function openBoardSession(boardId: number): Promise<BoardSession> {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  const session = openModelSession({
    getToken: () => tokenOf(connectionStore.get()),
    onUnauthenticated: () => undefined,
    random: () => 0.5,
    outboxStorage: memoryOutboxStorage(true),
    senders: createSenderRegistry().senders(),
  });
  const { queryClient, apiClient: api } = session;
  const unwatch = new QueryObserver(queryClient, boardQueries.detail(api, boardId)).subscribe(
    () => undefined,
  );
  const current = () => queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
  await settleWith(
    () => undefined,
    () => current() !== undefined,
    'the board did not load',
  );
  await settleWith(
    () => undefined,
    () => session.outbox.owner() !== null,
    'no outbox',
  );
  return {
    services: { queryClient, api },
    board: () => {
      const board = current();
      if (!board) throw new Error('the board is not in the cache');
      return board;
    },
    settled: () =>
      settleWith(
        () => undefined,
        () =>
          !undoSendsPending() &&
          queryClient.getMutationCache().findAll({ status: 'pending' }).length === 0 &&
          queryClient.isFetching() === 0,
        'the app did not settle',
      ),
    close: () => {
      unwatch();
      session.close();
      queryClient.clear();
      vi.useRealTimers();
    },
  };
}
