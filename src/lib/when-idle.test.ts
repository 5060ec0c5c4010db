// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdleWork, whenIdle } from './when-idle';

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: the 200 ms timer stands in for it.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the task when the browser is idle', () => {
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('holds the task while a screen waits for its first paint, and runs it at the next idle moment after', () => {
    const release = holdIdleWork();
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled();
    release();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for every hold, and a second release of one hold changes nothing', () => {
    const first = holdIdleWork();
    const second = holdIdleWork();
    const task = vi.fn();
    whenIdle(task);
    first();
    first();
    vi.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
    second();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task, held or not', () => {
    const release = holdIdleWork();
    const held = vi.fn();
    const cancelHeld = whenIdle(held);
    vi.advanceTimersByTime(200);
    cancelHeld();
    release();
    const later = vi.fn();
    whenIdle(later)();
    vi.advanceTimersByTime(1_000);
    expect(held).not.toHaveBeenCalled();
    expect(later).not.toHaveBeenCalled();
  });
});
