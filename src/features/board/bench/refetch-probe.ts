import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { boardKeys } from '@/api/queries/keys';

/** Lets the bench refetch the board in the background, as a stale query would on focus. */
export function useBenchRefetch(boardId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const probe = window as { __benchRefetchBoard?: () => Promise<void> };
    probe.__benchRefetchBoard = () =>
      queryClient.refetchQueries({ queryKey: boardKeys.detail(boardId), exact: true });
    return () => {
      delete probe.__benchRefetchBoard;
    };
  }, [queryClient, boardId]);
}
