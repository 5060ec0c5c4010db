import { useLayoutEffect, useState, type RefObject } from 'react';
import { useScreenLayout, type ScreenLayout } from '@/lib/screen-layout';
import { columnWidthFor } from './column-width';

interface KanbanScreen {
  layout: ScreenLayout;
  /** A column's width in px: fixed on a desktop, fitted to the board on a phone or tablet. */
  columnWidth: number;
}

/**
 * The kanban's layout on this screen: the column width follows the board's width on a phone
 * or tablet (a rotation, a resize); a desktop keeps the fixed width and observes nothing.
 */
export function useKanbanScreen(
  boardRef: RefObject<HTMLElement | null>,
  gap: number,
  desktopWidth: number,
): KanbanScreen {
  const layout = useScreenLayout();
  // The board spans the window, so the first render already has about the right width.
  const [boardWidth, setBoardWidth] = useState(() => document.documentElement.clientWidth);
  useLayoutEffect(() => {
    const board = boardRef.current;
    if (!board || layout === 'desktop' || typeof ResizeObserver === 'undefined') return;
    const read = () => {
      // A hidden view (another view shown) measures 0: keep the last width.
      if (board.clientWidth > 0) setBoardWidth(board.clientWidth);
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(board);
    return () => observer.disconnect();
  }, [boardRef, layout]);
  return { layout, columnWidth: columnWidthFor(layout, boardWidth, gap, desktopWidth) };
}
