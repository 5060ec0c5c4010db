import { useEffect } from 'react';
import type { BoardLayout, ViewMode } from '@/features/board-core';
import { setShownOrder, setShownView, shownCardIds } from './card-selection';

/** Tells the selection the kanban's (and the lanes') order, and which view is on screen. */
export function useSelectionOrder(layout: BoardLayout, viewMode: ViewMode): void {
  useEffect(() => setShownOrder('kanban', () => shownCardIds(layout)), [layout]);
  useEffect(() => setShownView(viewMode), [viewMode]);
}
