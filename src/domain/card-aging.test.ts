import { describe, expect, it } from 'vitest';
import { cardAge, checkAgingThresholds, DEFAULT_AGING } from './card-aging';

const now = new Date('2026-11-25T12:00:00.000Z');
const card = (updatedAt: string | null, extra: Partial<Parameters<typeof cardAge>[0]> = {}) => ({
  updated_at: updatedAt,
  completed_at: null,
  archived_at: null,
  deleted_at: null,
  ...extra,
});

describe('cardAge', () => {
  it('is nothing before the idle threshold, idle from it, stale from the stale one', () => {
    expect(cardAge(card('2026-11-19T12:00:01.000Z'), now, DEFAULT_AGING)).toBeNull();
    expect(cardAge(card('2026-11-18T12:00:00.000Z'), now, DEFAULT_AGING)).toEqual({
      days: 7,
      level: 'idle',
    });
    expect(cardAge(card('2026-11-11T12:00:00.000Z'), now, DEFAULT_AGING)).toEqual({
      days: 14,
      level: 'stale',
    });
    expect(cardAge(card('2026-11-01T08:00:00.000Z'), now, { idleDays: 3, staleDays: 30 })).toEqual({
      days: 24,
      level: 'idle',
    });
  });

  it('leaves done, archived, deleted and undated cards alone', () => {
    const old = '2026-10-01T00:00:00.000Z';
    expect(cardAge(card(old, { completed_at: old }), now, DEFAULT_AGING)).toBeNull();
    expect(cardAge(card(old, { is_completed: true }), now, DEFAULT_AGING)).toBeNull();
    expect(cardAge(card(old, { archived_at: old }), now, DEFAULT_AGING)).toBeNull();
    expect(cardAge(card(old, { deleted_at: old }), now, DEFAULT_AGING)).toBeNull();
    expect(cardAge(card(null), now, DEFAULT_AGING)).toBeNull();
    expect(cardAge(card('not a date'), now, DEFAULT_AGING)).toBeNull();
  });
});

describe('checkAgingThresholds', () => {
  it('takes whole days from 1 to 365, stale after idle', () => {
    expect(checkAgingThresholds(' 5 ', '10')).toEqual({
      thresholds: { idleDays: 5, staleDays: 10 },
      errors: {},
    });
    expect(checkAgingThresholds('0', '10').errors.idleDays).toMatch(/from 1 to 365/);
    expect(checkAgingThresholds('7', '1.5').errors.staleDays).toMatch(/whole number/);
    expect(checkAgingThresholds('7', '400').errors.staleDays).toMatch(/to 365/);
    expect(checkAgingThresholds('14', '14')).toEqual({
      thresholds: null,
      errors: { staleDays: 'Stale must come after idle: enter more days.' },
    });
  });
});
