import { useEffect } from 'react';
import { redoOnBoard, undoOnBoard } from '@/sync/undo/undo';
import { undoKeyOf } from '@/lib/undo-keys';

/**
 * The board's undo keys, listening from the first paint: the buttons' code arrives when the
 * browser is idle, and a Ctrl+Z pressed before it must not be lost (the history loads with the
 * first action, so the undo runs as soon as it is there).
 */
export function useBoardUndoKeys(boardId: number): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const key = undoKeyOf(event);
      if (!key) return;
      event.preventDefault();
      void (key === 'undo' ? undoOnBoard(boardId) : redoOnBoard(boardId));
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [boardId]);
}
