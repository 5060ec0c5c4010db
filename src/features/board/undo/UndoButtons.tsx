import { useEffect } from 'react';
import { Button } from '@/components/Button';
import { redoOnBoard, undoOnBoard } from '@/data/undo/undo';
import { useUndoStore } from '@/data/undo/undo-history';
import { useBenchSelection } from '../bench/selection-probe';
import { useBenchUndo } from '../bench/undo-probe';
import { undoKeyOf } from './undo-keys';
import styles from './UndoButtons.module.css';
import { t } from '@/lib/i18n/translate';

/**
 * The board's Undo and Redo (this tab's history of this board), their keys (Ctrl/Cmd+Z,
 * Shift+Ctrl/Cmd+Z, Ctrl+Y) and a polite live region that says what was undone.
 */
export function UndoButtons({ boardId }: { boardId: number }) {
  const last = useUndoStore((state) => state.boards[boardId]?.past.at(-1)?.done);
  const next = useUndoStore((state) => state.boards[boardId]?.future.at(-1)?.done);
  const announcement = useUndoStore((state) => state.announcement);
  useBenchUndo(boardId);
  useBenchSelection(boardId);

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
    <div className={styles.group} role="group" aria-label={t('undo.history', 'History')}>
      <Button
        size="sm"
        variant="ghost"
        aria-disabled={last === undefined}
        title={
          last === undefined
            ? t('undo.nothing', 'Nothing to undo')
            : t('undo.button', 'Undo: {action} (Ctrl+Z)', { action: last })
        }
        onClick={() => void undoOnBoard(boardId)}
      >
        {t('undo.action', 'Undo')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-disabled={next === undefined}
        title={
          next === undefined
            ? t('undo.nothingRedo', 'Nothing to redo')
            : t('undo.redoButton', 'Redo: {action} (Shift+Ctrl+Z)', { action: next })
        }
        onClick={() => void redoOnBoard(boardId)}
      >
        {t('undo.redo', 'Redo')}
      </Button>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
