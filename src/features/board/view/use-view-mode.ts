import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import type { BoardWorkingSet } from '@/api/types';
import {
  parseViewMode,
  preferredViewMode,
  readRememberedViewMode,
  rememberViewMode,
  resolveViewMode,
  type ViewMode,
} from '@/features/board-core';

/**
 * The board's view mode (`?view=`), remembered per board on this device, defaulting to the
 * board's `preferences.view_mode`. Switching replaces the history entry and keeps the other
 * search parameters.
 */
export function useViewMode(
  board: Pick<BoardWorkingSet, 'id' | 'preferences'>,
): [ViewMode, (mode: ViewMode) => void] {
  const [params, setParams] = useSearchParams();
  const mode = resolveViewMode({
    fromUrl: parseViewMode(params.get('view')),
    remembered: readRememberedViewMode(board.id),
    preferred: preferredViewMode(board.preferences),
  });
  const boardId = board.id;
  const setMode = useCallback(
    (next: ViewMode) => {
      rememberViewMode(boardId, next);
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.set('view', next);
          return updated;
        },
        { replace: true },
      );
    },
    [boardId, setParams],
  );
  return [mode, setMode];
}
