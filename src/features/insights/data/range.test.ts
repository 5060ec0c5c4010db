import { describe, expect, it } from 'vitest';
import { parseDay } from '../measures/zone';
import { parseRange } from './range';

const today = parseDay('2026-03-11') ?? 0;
const read = (query: string) => parseRange(new URLSearchParams(query), today);

describe('parseRange', () => {
  it('reads a preset as the last N days, today included; 30 days by default', () => {
    expect(read('range=7d')).toEqual({ fromDay: today - 6, toDay: today, preset: '7d' });
    expect(read('')).toEqual({ fromDay: today - 29, toDay: today, preset: '30d' });
    expect(read('range=5y')).toEqual({ fromDay: today - 29, toDay: today, preset: '30d' });
  });

  it('reads from/to days, and ignores them when reversed or not dates', () => {
    expect(read('from=2026-02-01&to=2026-02-28')).toEqual({
      fromDay: parseDay('2026-02-01'),
      toDay: parseDay('2026-02-28'),
      preset: null,
    });
    expect(read('from=2026-02-28&to=2026-02-01&range=90d').preset).toBe('90d');
    expect(read('from=2026-02-30&to=2026-03-01').preset).toBe('30d');
  });
});
