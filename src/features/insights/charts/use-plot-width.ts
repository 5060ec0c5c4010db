import { useEffect, useRef, useState } from 'react';
import { WIDEST } from './series';

/**
 * The width in CSS pixels (at most the widest view box) of the element `ref` is put on, as a
 * ResizeObserver reports it: after the browser's own layout, so five charts reading their width
 * force no layout of the board page (measured: 66 ms of forced layout on the 5,000-card board
 * when each read it in a layout effect). Until then, and where there is no layout (jsdom), the
 * widest chart.
 */
export function usePlotWidth<T extends Element>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(WIDEST);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      // Clamped as the view box is, so a wide chart is not drawn again for its width.
      if (measured > 0) setWidth(Math.min(WIDEST, measured));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
