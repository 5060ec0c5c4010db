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
 * again. A hidden view has no Effects (no drag sensors, no observers) and re-renders with the
 * board's changes at a lower priority than what is on screen.
 */
export function KeptViews({ mode, kanban, list }: KeptViewsProps) {
  const [shown, setShown] = useState<ReadonlySet<ViewMode>>(() => new Set([mode]));
  if (!shown.has(mode)) setShown(new Set([...shown, mode]));
  return (
    <>
      <Activity mode={mode === 'kanban' ? 'visible' : 'hidden'}>
        {shown.has('kanban') || mode === 'kanban' ? kanban : null}
      </Activity>
      <Activity mode={mode === 'list' ? 'visible' : 'hidden'}>
        {shown.has('list') || mode === 'list' ? list : null}
      </Activity>
    </>
  );
}
