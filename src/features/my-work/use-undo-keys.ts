import { useEffect, useRef } from 'react';
import { redoOnBoard, undoOnBoard } from '@/data/undo/undo';
import { useUndoStore } from '@/data/undo/undo-history';
import { undoKeyOf } from '@/features/board/undo/undo-keys';
import { boardOfLastAction } from './last-action';

/**
 * Ctrl/Cmd+Z on My work undoes the last quick action, whatever board it was on (each board
 * keeps its own history); Shift+Ctrl/Cmd+Z and Ctrl+Y redo what these keys undid, last first.
 * The board's keys, with the board's rule: not while typing in a field.
 */
export function useUndoKeys(): void {
  const undone = useRef<number[]>([]);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const key = undoKeyOf(event);
      if (!key) return;
      event.preventDefault();
      if (key === 'undo') {
        const boardId = boardOfLastAction(useUndoStore.getState());
        if (boardId === null) return;
        undone.current.push(boardId);
        void undoOnBoard(boardId);
      } else {
        const boardId = undone.current.pop();
        if (boardId !== undefined) void redoOnBoard(boardId);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
