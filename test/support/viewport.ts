import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no layout, so virtualized lists would render nothing. This gives every element a
 * 1440x900 client box (what the virtualizers read for their viewport); items still measure 0,
 * so every item of a small board is rendered. Layout-dependent behaviour (real sizes,
 * scrolling, dragging) is tested in Chromium instead.
 */
export function useViewportForVirtualLists(): void {
  const originals = {
    clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  };
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get: () => 1440,
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get: () => 900,
    });
  });
  afterAll(() => {
    for (const [name, descriptor] of Object.entries(originals)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  });
}
