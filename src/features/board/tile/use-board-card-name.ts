import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { cardOf } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';

/**
 * "#9 Onboarding checklist" for a card of the board in the page's cache, or null when the board
 * does not hold it (a card of another board). A tile reads it for its parent: it renders again
 * only when that name changes, not on every change of the board.
 */
export function useBoardCardName(boardId: number, cardId: number): string | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        const [root, kind, id] = event.query.queryKey as unknown[];
        if (root === 'boards' && kind === 'detail' && id === boardId) onChange();
      }),
    [queryClient, boardId],
  );
  const name = useCallback(() => {
    const board = queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
    const card = board ? cardOf(board, cardId) : undefined;
    return card ? `#${card.number} ${card.title}` : null;
  }, [queryClient, boardId, cardId]);
  return useSyncExternalStore(subscribe, name, name);
}
