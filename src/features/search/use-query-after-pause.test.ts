import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS, type FilterState } from './model/filter-state';
import { TYPING_PAUSE_MS, useQueryAfterPause } from './use-query-after-pause';

describe('useQueryAfterPause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    return renderHook(({ filters }: { filters: FilterState }) => useQueryAfterPause(filters), {
      initialProps: { filters: EMPTY_FILTERS },
    });
  }

  it('filters by typed text once typing pauses, skipping the keys typed quickly', () => {
    const hook = setup();
    hook.rerender({ filters: { ...EMPTY_FILTERS, query: 'b' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 30));
    hook.rerender({ filters: { ...EMPTY_FILTERS, query: 'bi' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 30));
    expect(hook.result.current.query).toBe('');
    act(() => vi.advanceTimersByTime(30));
    expect(hook.result.current.query).toBe('bi');
  });

  it('shows any other change at once', () => {
    const hook = setup();
    const tagged = { ...EMPTY_FILTERS, tags: [3] };
    hook.rerender({ filters: tagged });
    expect(hook.result.current).toBe(tagged);
  });

  it('clears the search at once', () => {
    const hook = setup();
    hook.rerender({ filters: { ...EMPTY_FILTERS, query: 'bug' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(hook.result.current.query).toBe('bug');
    hook.rerender({ filters: EMPTY_FILTERS });
    expect(hook.result.current).toBe(EMPTY_FILTERS);
  });
});
