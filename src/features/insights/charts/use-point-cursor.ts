import { useState, type KeyboardEvent } from 'react';

/**
 * Arrow keys (and Home/End) move through a chart's points while it has focus; the chart shows
 * the point and says its values in a live region.
 */
export function usePointCursor(count: number) {
  const [index, setIndex] = useState<number | null>(null);
  const current = index === null ? null : Math.min(index, count - 1);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    const at = current ?? -1;
    const next: Record<string, number> = {
      ArrowRight: Math.min(count - 1, at + 1),
      ArrowDown: Math.min(count - 1, at + 1),
      ArrowLeft: Math.max(0, at - 1),
      ArrowUp: Math.max(0, at - 1),
      Home: 0,
      End: count - 1,
    };
    const to = next[event.key];
    if (to === undefined) return;
    event.preventDefault();
    setIndex(to);
  };
  const onFocus = () => {
    if (current === null && count > 0) setIndex(count - 1);
  };
  return { index: current !== null && current >= 0 ? current : null, onKeyDown, onFocus };
}
