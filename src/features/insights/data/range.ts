import { parseDay } from '../measures/zone';

export const RANGE_PRESETS = ['7d', '30d', '90d'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_RANGE: RangePreset = '30d';

export interface DayRange {
  fromDay: number;
  toDay: number;
  /** The preset it came from; null for explicit from/to days. */
  preset: RangePreset | null;
}

/**
 * The range in the URL: `range=7d|30d|90d` (the last N days, today included), or
 * `from=YYYY-MM-DD&to=YYYY-MM-DD` (inclusive; at most 366 days). Anything else: the last 30 days.
 */
export function parseRange(params: URLSearchParams, today: number): DayRange {
  const from = parseDay(params.get('from') ?? '');
  const to = parseDay(params.get('to') ?? '');
  if (from !== null && to !== null && from <= to && to - from <= 366) {
    return { fromDay: from, toDay: to, preset: null };
  }
  const preset = RANGE_PRESETS.find((p) => p === params.get('range')) ?? DEFAULT_RANGE;
  return { fromDay: today - Number.parseInt(preset, 10) + 1, toDay: today, preset };
}
