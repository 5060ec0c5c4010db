import { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { measureAfterLayout } from './measure-after-layout';

function virtualizer() {
  return new Virtualizer<HTMLElement, HTMLElement>({
    count: 3,
    getScrollElement: () => null,
    estimateSize: (index) => 70 + index,
    getItemKey: (index) => `card-${index}`,
    scrollToFn: () => undefined,
    observeElementRect: () => undefined,
    observeElementOffset: () => undefined,
  });
}

/** An item whose layout must not be read: reading its height throws. */
function item(index: number): HTMLElement {
  const element = document.createElement('li');
  element.dataset.index = String(index);
  Object.defineProperty(element, 'offsetHeight', {
    get: () => {
      throw new Error('read the layout');
    },
  });
  return element;
}

describe('measureAfterLayout', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = () => undefined;
        unobserve = () => undefined;
        disconnect = () => undefined;
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the estimate of an item not measured yet, without reading its layout', () => {
    expect(measureAfterLayout(item(2), undefined, virtualizer())).toBe(72);
  });

  it('keeps the size measured before when the item mounts again', () => {
    const instance = virtualizer();
    instance.itemSizeCache.set('card-1', 120);
    expect(measureAfterLayout(item(1), undefined, instance)).toBe(120);
  });

  it('measures at once where no ResizeObserver would measure it later', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('ResizeObserver', undefined);
    const element = document.createElement('li');
    element.dataset.index = '0';
    Object.defineProperty(element, 'offsetHeight', { value: 58 });
    expect(measureAfterLayout(element, undefined, virtualizer())).toBe(58);
  });

  it("takes the size from the ResizeObserver's entry", () => {
    const entry = { borderBoxSize: [{ blockSize: 93.6, inlineSize: 240 }] };
    expect(
      measureAfterLayout(item(0), entry as unknown as ResizeObserverEntry, virtualizer()),
    ).toBe(94);
  });
});
