import type { Virtualizer } from '@tanstack/react-virtual';
import { useCallback, type KeyboardEvent, type RefObject } from 'react';

/**
 * ArrowUp/ArrowDown from a row's main control (a card's title link, a group's toggle) to the
 * next row's, scrolling a row that is not rendered yet into view first.
 */
export function useRowArrowKeys(
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  rowCount: number,
  bodyRef: RefObject<HTMLTableSectionElement | null>,
): (event: KeyboardEvent<HTMLTableSectionElement>) => void {
  return useCallback(
    (event) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const from =
        event.target instanceof HTMLElement ? event.target.dataset['rowFocus'] : undefined;
      if (from === undefined) return;
      const next = Number(from) + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0 || next >= rowCount) return;
      event.preventDefault();
      const find = () =>
        bodyRef.current?.querySelector<HTMLElement>(`[data-row-focus="${next}"]`) ?? null;
      const rendered = find();
      if (rendered) {
        rendered.focus();
        return;
      }
      virtualizer.scrollToIndex(next, { align: 'auto' });
      requestAnimationFrame(() => find()?.focus());
    },
    [virtualizer, rowCount, bodyRef],
  );
}
