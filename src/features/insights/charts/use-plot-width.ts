import { useLayoutEffect, useRef, useState } from 'react';
import { WIDEST } from './series';

/**
 * The width in CSS pixels of the element `ref` is put on, read before the first paint and again
 * when it is resized (a phone turned, the window narrowed). Where there is no layout (jsdom)
 * it is the widest chart.
 */
export function usePlotWidth<T extends Element>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(WIDEST);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const read = () => {
      const measured = Math.round(node.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
