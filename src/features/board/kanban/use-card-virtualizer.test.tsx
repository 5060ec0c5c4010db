import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '@/api/types';
import { useCardVirtualizer } from './use-card-virtualizer';

const cardsOf = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => ({ id: index + 1, title: `Card ${index + 1}` }) as Card,
  );
const TILE_HEIGHT = 100;

/** A column as KanbanColumn draws it: a scroller, and each shown card measured by its ref. */
function Column({ shown }: { shown: readonly Card[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useCardVirtualizer({
    cards: shown,
    scrollRef,
    activeCardId: null,
    overscan: 2,
  });
  return (
    <div ref={scrollRef}>
      <ul>
        {virtualizer.getVirtualItems().map((item) => (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            style={{ top: item.start }}
          >
            {shown[item.index]?.title}
          </li>
        ))}
      </ul>
    </div>
  );
}

// jsdom has no layout: the window is 1024x768 and a tile 100 px high; every read of another
// element's box (the scroller's, in the commit) is counted.
const WINDOW = { clientWidth: 1024, clientHeight: 768, offsetHeight: 0 };
const observed: ((entries: unknown[]) => void)[] = [];
const reads = { offsetHeight: 0, clientHeight: 0, clientWidth: 0 };
const scrollerHeight = { px: 0 };
beforeEach(() => {
  observed.length = 0;
  scrollerHeight.px = 0;
  // The browser's first callback comes after its layout; jsdom has neither.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: (entries: unknown[]) => void) {
        observed.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  for (const name of Object.keys(reads) as (keyof typeof reads)[]) {
    reads[name] = 0;
    vi.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(function (this: HTMLElement) {
      if (this === document.documentElement) return WINDOW[name];
      reads[name] += 1;
      if (name === 'offsetHeight') return TILE_HEIGHT;
      return name === 'clientHeight' ? scrollerHeight.px : 0;
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useCardVirtualizer', () => {
  it("mounts the cards that fill the window in the first commit, without reading the scroller's size", () => {
    const { container } = render(<Column shown={cardsOf(200)} />);
    // The window (jsdom: 768 px) at 100 px a card and 8 px apart, with 2 more below.
    expect(container.querySelectorAll('li').length).toBe(Math.ceil(768 / 108) + 2);
    expect(reads.clientHeight + reads.clientWidth).toBe(0);
  });

  it("takes the scroller's size from the ResizeObserver, after the browser's layout", () => {
    const { container } = render(<Column shown={cardsOf(200)} />);
    const before = container.querySelectorAll('li').length;
    reads.clientHeight = 0;
    scrollerHeight.px = 300;
    act(() => observed.forEach((callback) => callback([])));
    expect(reads.clientHeight).toBeGreaterThan(0);
    // 300 px: 3 cards and 2 more below.
    expect(container.querySelectorAll('li').length).toBe(Math.ceil(300 / 108) + 2);
    expect(before).toBeGreaterThan(Math.ceil(300 / 108) + 2);
  });
});
