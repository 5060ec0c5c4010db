import { Activity, useState, type ReactNode } from 'react';
import type { ViewMode } from './view-mode';

interface KeptViewsProps {
  mode: ViewMode;
  kanban: ReactNode;
  list: ReactNode;
}

/**
 * The board's two views, each mounted the first time it is shown and then kept: switching back
 * reveals the kept view (React's Activity) instead of building thousands of rows or tiles
 * again. A hidden view has no Effects (no drag sensors, no observers) and keeps what it last
 * showed: it is not re-rendered while hidden (every drop or refetch would redraw it for
 * nobody), and catches up with the board, in the same render, when shown again.
 */
export function KeptViews({ mode, kanban, list }: KeptViewsProps) {
  const current = mode === 'kanban' ? kanban : list;
  const [kept, setKept] = useState<Partial<Record<ViewMode, ReactNode>>>(() => ({
    [mode]: current,
  }));
  if (kept[mode] !== current) setKept({ ...kept, [mode]: current });
  const shown = (view: ViewMode): ReactNode => (view === mode ? current : (kept[view] ?? null));
  return (
    <>
      <Activity mode={mode === 'kanban' ? 'visible' : 'hidden'}>{shown('kanban')}</Activity>
      <Activity mode={mode === 'list' ? 'visible' : 'hidden'}>{shown('list')}</Activity>
    </>
  );
}
