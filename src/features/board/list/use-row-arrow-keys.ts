import type { Virtualizer } from '@tanstack/react-virtual';
import { useCallback, type KeyboardEvent, type RefObject } from 'react';

const STEPS: Readonly<Record<string, 1 | -1>> = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 };

/**
 * ArrowUp/ArrowDown (or j/k) from a row's main control (a card's title link, a group's toggle) to the
 * next row's, scrolling a row that is not rendered yet into view first.
 */
export function useRowArrowKeys(
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  rowCount: number,
  bodyRef: RefObject<HTMLTableSectionElement | null>,
): (event: KeyboardEvent<HTMLTableSectionElement>) => void {
  return useCallback(
    (event) => {
      const step = STEPS[event.key];
      if (step === undefined) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const from =
        event.target instanceof HTMLElement ? event.target.dataset['rowFocus'] : undefined;
      if (from === undefined) return;
      const next = Number(from) + step;
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
