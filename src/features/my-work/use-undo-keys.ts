import { useEffect, useRef } from 'react';
import { preloadUndo, redoOnBoard, undoOnBoard } from '@/sync/undo/undo';
import { undoKeyOf } from '@/lib/undo-keys';
import { boardOfLastAction } from './last-action';

/**
 * Ctrl/Cmd+Z on My work undoes the last quick action, whatever board it was on (each board
 * keeps its own history); Shift+Ctrl/Cmd+Z and Ctrl+Y redo what these keys undid, last first.
 */
export function useUndoKeys(): void {
  const undone = useRef<number[]>([]);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const key = undoKeyOf(event);
      if (!key) return;
      event.preventDefault();
      if (key === 'redo') {
        const boardId = undone.current.pop();
        if (boardId !== undefined) void redoOnBoard(boardId);
        return;
      }
      void preloadUndo().then((core) => {
        const boardId = boardOfLastAction(core.useUndoStore.getState());
        if (boardId === null) return;
        undone.current.push(boardId);
        return undoOnBoard(boardId);
      });
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
