import { describe, expect, it } from 'vitest';
import { dueOnDay } from './due-day';

describe('a due date moved to a day', () => {
  it('keeps the time of day when a due date moves to another day, 9:00 when there was none', () => {
    const before = new Date(2026, 10, 20, 16, 30).toISOString();
    const moved = new Date(dueOnDay(before, '2026-11-27') ?? '');
    expect([moved.getFullYear(), moved.getMonth(), moved.getDate()]).toEqual([2026, 10, 27]);
    expect([moved.getHours(), moved.getMinutes()]).toEqual([16, 30]);
    const fresh = new Date(dueOnDay(null, '2026-12-01') ?? '');
    expect([fresh.getDate(), fresh.getHours(), fresh.getMinutes()]).toEqual([1, 9, 0]);
    expect(dueOnDay(null, 'not a day')).toBeNull();
  });
});
