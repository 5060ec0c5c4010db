import type { MouseEvent } from 'react';
import type { Card } from '@/api/types';
import { t } from '@/lib/i18n/translate';
import { cardSelection, useIsCardSelected } from './card-selection';
import styles from './Selection.module.css';

interface SelectCardBoxProps {
  boardId: number;
  card: Pick<Card, 'id' | 'number' | 'title'>;
}

/** A click (or Space) adds or takes out the card; Shift-click selects the range to it. */
export function pickCard(boardId: number, cardId: number, event: Pick<MouseEvent, 'shiftKey'>) {
  if (event.shiftKey) cardSelection.extendTo(boardId, cardId);
  else cardSelection.toggle(boardId, cardId);
}

/**
 * The on-screen way to select a card (a tile's corner, a list row's first cell): for touch, a
 * mouse without modifier keys, and screen readers, which hear it as a checkbox.
 */
export function SelectCardBox({ boardId, card }: SelectCardBoxProps) {
  const selected = useIsCardSelected(boardId, card.id);
  return (
    <input
      type="checkbox"
      className={styles.box}
      checked={selected}
      data-select-card={card.id}
      aria-label={t('selection.select', 'Select #{number} {title}', {
        number: card.number,
        title: card.title,
      })}
      // The click decides (it carries Shift); Space on the box is a click too.
      onClick={(event) => {
        event.stopPropagation();
        pickCard(boardId, card.id, event);
      }}
      onChange={() => undefined}
    />
  );
}

/** Shift-click selects a range of cards, not the text between two clicks. */
export function keepTextUnselected(event: MouseEvent): void {
  if (event.shiftKey) event.preventDefault();
}

/**
 * Ctrl/⌘-click and Shift-click on a card select it rather than open it (as in Linear); a
 * plain click opens it as before. For the tile's or row's capture phase.
 */
export function selectOnModifiedClick(boardId: number, cardId: number, event: MouseEvent): void {
  if (event.button !== 0 || !(event.ctrlKey || event.metaKey || event.shiftKey)) return;
  if (
    event.target instanceof Element &&
    event.target.closest('[data-select-card], button, [role="menu"]')
  ) {
    return;
  }
  event.preventDefault();
  event.stopPropagation();
  if (event.shiftKey) cardSelection.extendTo(boardId, cardId);
  else cardSelection.toggle(boardId, cardId);
}
