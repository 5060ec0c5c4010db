import { redoOnBoard, undoOnBoard } from '@/sync/undo/undo';
import { useUndoStore } from '@/sync/undo/undo-history';
import { UndoButtonsView, type HistoryButton } from './UndoButtonsView';

/**
 * The board's Undo and Redo (this tab's history of this board) and a polite live region that
 * says what was undone. Their keys listen from the first paint (`useBoardUndoKeys`).
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
