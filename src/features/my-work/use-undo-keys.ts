import { useEffect, useRef } from 'react';
import { preloadUndo, redoOnBoard, undoOnBoard } from '@/sync/undo/undo';
import { isTyping } from '@/lib/is-typing';
import { boardOfLastAction } from './last-action';

/**
 * The board's undo keys (`features/board/undo/undo-keys.ts`): Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z
 * and Ctrl+Y redo, not while typing in a field (a checkbox is not typing). Written again here:
 * importing the board's would split it into a chunk of its own, listed on the first load.
 */
function undoKeyOf(event: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return null;
  const toggle = event.target instanceof HTMLInputElement && event.target.type === 'checkbox';
  if (isTyping(event.target) && !toggle) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' && event.ctrlKey && !event.shiftKey ? 'redo' : null;
}

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
