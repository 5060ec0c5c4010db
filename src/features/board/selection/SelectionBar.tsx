import { useEffect } from 'react';
import { isTyping } from '@/lib/is-typing';
import { t, tn } from '@/lib/i18n/translate';
import { cardSelection, useSelectedCardIds } from './card-selection';
import type { SelectionBarProps } from './LazySelectionBar';
import styles from './SelectionBar.module.css';

/** Escape clears the selection, unless a dialog or a menu has the key, or a field is typed in. */
function useEscapeClears(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      cardSelection.clear();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** The selected cards' count and the actions on them all (docs/selection.md). */
export function SelectionBar({ boardId }: SelectionBarProps) {
  const ids = useSelectedCardIds(boardId);
  useEscapeClears();
  const count = tn('selection.count', ids.length, {
    one: '{count} card selected',
    other: '{count} cards selected',
  });
  return (
    <div role="toolbar" aria-label={t('selection.bar', 'Selected cards')} className={styles.bar}>
      <span className={styles.count} aria-live="polite">
        {count}
      </span>
      <button type="button" className={styles.clear} onClick={() => cardSelection.clear()}>
        {t('selection.clear', 'Clear selection')}
        <kbd className={styles.key}>Esc</kbd>
      </button>
    </div>
  );
}
