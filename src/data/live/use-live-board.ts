import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '@/api/react/api-client-context';
import { liveBoard } from './live-board-store';

/** The stream's code loads after the board's first paint (it is not needed to show the board). */
export const loadLiveBoardSession = () => import('./live-board-session');

/**
 * Keeps the open board live (`startLiveBoard`): teammates' changes merged in place, marked and
 * announced, and who else has the board open. Polling (query-client.ts) takes over whenever
 * the stream is not live (docs/live-boards.md).
 */
export function useLiveBoard(boardId: number): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    liveBoard.open(boardId);
    let stop: (() => void) | null = null;
    let closed = false;
    void loadLiveBoardSession().then(({ startLiveBoard }) => {
      if (!closed) stop = startLiveBoard(queryClient, client, boardId);
    });
    return () => {
      closed = true;
      stop?.();
      liveBoard.close(boardId);
    };
  }, [boardId, client, queryClient]);
}
