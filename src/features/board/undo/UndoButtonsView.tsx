import { Button } from '@/components/Button';
import styles from './UndoButtons.module.css';
import { t } from '@/lib/i18n/translate';

interface UndoButtonsViewProps {
  /** What Undo and Redo would take back or do again; undefined when there is nothing. */
  last: string | undefined;
  next: string | undefined;
  announcement: string;
  onUndo: () => void;
  onRedo: () => void;
  /** Their code is still loading: shown, but busy (nothing has been done to undo yet). */
  loading?: boolean;
}

/**
 * Undo and Redo as they look: the board's header shows them (disabled) from the first paint, so
 * the header does not reflow when their code arrives.
 */
export function UndoButtonsView({
  last,
  next,
  announcement,
  onUndo,
  onRedo,
  loading = false,
}: UndoButtonsViewProps) {
  return (
    <div
      className={styles.group}
      role="group"
      aria-label={t('undo.history', 'History')}
      aria-busy={loading || undefined}
    >
      <Button
        size="sm"
        variant="ghost"
        aria-disabled={last === undefined}
        title={
          last === undefined
            ? t('undo.nothing', 'Nothing to undo')
            : t('undo.button', 'Undo: {action} (Ctrl+Z)', { action: last })
        }
        onClick={onUndo}
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
        onClick={onRedo}
      >
        {t('undo.redo', 'Redo')}
      </Button>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
