import { describe, expect, it } from 'vitest';
import { createPageClock } from './page-clock';

describe("the demo mock's clock follows the pages' clock", () => {
  it('is the latest page time, run on by the time elapsed since it came', () => {
    let elapsed = 1_000;
    const clock = createPageClock(() => elapsed);
    clock.observe(Date.parse('2026-11-26T10:00:00Z'));
    elapsed += 250;
    expect(clock.now().toISOString()).toBe('2026-11-26T10:00:00.250Z');
  });

  it('stands still with a fixed page clock: every message brings the same time again', () => {
    let elapsed = 0;
    const clock = createPageClock(() => elapsed);
    const fixed = Date.parse('2027-03-28T01:30:00Z');
    for (let message = 0; message < 5; message += 1) {
      elapsed += 60_000;
      clock.observe(fixed);
      expect(clock.now().getTime()).toBe(fixed);
    }
  });

  it('jumps with a page clock moved forward (or back) between two messages', () => {
    let elapsed = 0;
    const clock = createPageClock(() => elapsed);
    clock.observe(Date.parse('2026-11-30T08:00:00Z'));
    elapsed += 10;
    clock.observe(Date.parse('2026-12-07T08:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-12-07T08:00:00.000Z');
    clock.observe(Date.parse('2026-12-01T08:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it("is the worker's own clock until a page has spoken, and ignores a time that is no number", () => {
    const clock = createPageClock(() => 0);
    const before = Date.now();
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(before);
    clock.observe(Date.parse('2026-11-26T10:00:00Z'));
    clock.observe(Number.NaN);
    expect(clock.now().toISOString()).toBe('2026-11-26T10:00:00.000Z');
  });
});
