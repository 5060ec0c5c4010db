import { Activity, useState, type ReactNode } from 'react';
import { VIEW_MODES, type ViewMode } from '@/features/board-core';

type KeptViewsProps = { mode: ViewMode } & Record<ViewMode, ReactNode>;

/**
 * The board's views, each mounted the first time it is shown and then kept: switching back
 * reveals the kept view (React's Activity) instead of building thousands of rows or tiles
 * again. A hidden view has no Effects (no drag sensors, no observers) and keeps what it last
 * showed: it is not re-rendered while hidden (every drop or refetch would redraw it for
 * nobody), and catches up with the board, in the same render, when shown again.
 */
export function KeptViews({ mode, ...views }: KeptViewsProps) {
  const current = views[mode];
  const [kept, setKept] = useState<Partial<Record<ViewMode, ReactNode>>>(() => ({
    [mode]: current,
  }));
  if (kept[mode] !== current) setKept({ ...kept, [mode]: current });
  const shown = (view: ViewMode): ReactNode => (view === mode ? current : (kept[view] ?? null));
  return (
    <>
      {VIEW_MODES.map((view) => (
        <Activity key={view} mode={mode === view ? 'visible' : 'hidden'}>
          {shown(view)}
        </Activity>
      ))}
    </>
  );
}
