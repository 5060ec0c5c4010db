import { measureElement, type Virtualizer } from '@tanstack/react-virtual';

/**
 * A virtualizer's `measureElement` that never forces a layout. TanStack Virtual measures an item
 * as it mounts, reading its `offsetHeight` in React's commit: on a board's first paint that is
 * a synchronous style and layout of the whole page per column, before anything is painted.
 * Here an item not measured yet keeps its estimate until its ResizeObserver reports the real
 * size, after the browser's own layout and before the paint of the same frame.
 */
export function measureAfterLayout<S extends Element | Window, E extends Element>(
  element: E,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<S, E>,
): number {
  // Without a ResizeObserver (jsdom, an old browser) nothing would measure it later.
  if (entry || typeof ResizeObserver === 'undefined') {
    return measureElement(element, entry, instance);
  }
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
  );
}
