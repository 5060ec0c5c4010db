import { useLayoutEffect, useRef, useState } from 'react';
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
  /** Which button had focus in the busy ones: it takes focus again when the real ones mount. */
  focusOnMount?: HistoryButton | null;
  /** Tells which button has focus (null: neither). */
  onFocusedChange?: (button: HistoryButton | null) => void;
}

export type HistoryButton = 'undo' | 'redo';

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
  focusOnMount = null,
  onFocusedChange,
}: UndoButtonsViewProps) {
  const group = useRef<HTMLDivElement>(null);
  const [focusFirst] = useState(focusOnMount);
  useLayoutEffect(() => {
    if (focusFirst)
      group.current?.querySelectorAll('button')[focusFirst === 'undo' ? 0 : 1]?.focus();
  }, [focusFirst]);
  return (
    <div
      ref={group}
      className={styles.group}
      role="group"
      aria-label={t('undo.history', 'History')}
      aria-busy={loading || undefined}
    >
      <Button
        aria-disabled={last === undefined}
        onFocus={() => onFocusedChange?.('undo')}
        onBlur={() => onFocusedChange?.(null)}
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
        aria-disabled={next === undefined}
        onFocus={() => onFocusedChange?.('redo')}
        onBlur={() => onFocusedChange?.(null)}
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
