import type { Rect, Virtualizer } from '@tanstack/react-virtual';

/**
 * A virtualizer's `observeElementRect` that never reads the scroller's size in a React commit:
 * the library's own reads `clientHeight` when the virtualizer mounts, a synchronous layout of
 * the whole page in the middle of the commit that mounts the board, repeated for every column.
 * Here the first size comes from the ResizeObserver's first callback, which the browser runs
 * after its own layout of the frame (so the read costs nothing); until then the virtualizer
 * works from its `initialRect`, which its callers set to at least the scroller's size (the
 * window), so the first frame mounts every card it shows.
 */
export function observeRectAfterLayout<T extends Element>(
  instance: Virtualizer<T, Element>,
  callback: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || !window.ResizeObserver) return undefined;
  const observer = new ResizeObserver(() => callback(clientRect(element)));
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * The window's size (without scroll bars): no scroller of the board is larger. Read when the
 * board renders, before its commit, so the page's layout is still the last frame's.
 */
export const windowRect = (): Rect => clientRect(document.documentElement);

const clientRect = (element: Element): Rect => ({
  width: element.clientWidth,
  height: element.clientHeight,
});
