import { useEffect } from 'react';
import { redoOnBoard, undoOnBoard } from '@/sync/undo/undo';
import { useUndoStore } from '@/sync/undo/undo-history';
import { undoKeyOf } from './undo-keys';
import { UndoButtonsView, type HistoryButton } from './UndoButtonsView';

/**
 * The board's Undo and Redo (this tab's history of this board), their keys (Ctrl/Cmd+Z,
 * Shift+Ctrl/Cmd+Z, Ctrl+Y) and a polite live region that says what was undone.
 */
export function UndoButtons({
  boardId,
  focusOnMount = null,
}: {
  boardId: number;
  /** The busy button that had focus before these loaded (`LazyUndoButtons`). */
  focusOnMount?: HistoryButton | null;
}) {
  const last = useUndoStore((state) => state.boards[boardId]?.past.at(-1)?.done);
  const next = useUndoStore((state) => state.boards[boardId]?.future.at(-1)?.done);
  const announcement = useUndoStore((state) => state.announcement);

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

  return (
    <UndoButtonsView
      last={last}
      next={next}
      announcement={announcement}
      onUndo={() => void undoOnBoard(boardId)}
      onRedo={() => void redoOnBoard(boardId)}
      focusOnMount={focusOnMount}
    />
  );
}
