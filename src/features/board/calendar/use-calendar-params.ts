import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { dayKey, type CalendarSpan } from './calendar-dates';
import { parseDayKey } from '@/domain/due-day';

export interface CalendarParams {
  span: CalendarSpan;
  /** The day the grid is around (the URL's `date`; today when absent). */
  anchor: Date;
}

/**
 * Which month or week the calendar shows, in the URL (`span=week`, `date=2026-11-25`) like the
 * other view parameters, so a link opens the same page of the calendar.
 */
export function useCalendarParams(): [CalendarParams, (next: CalendarParams) => void] {
  const [params, setParams] = useSearchParams();
  const span: CalendarSpan = params.get('span') === 'week' ? 'week' : 'month';
  const date = params.get('date');
  // Today when the URL names no day: read once per URL, so the grid is not rebuilt every render.
  const anchor = useMemo(() => parseDayKey(date) ?? new Date(), [date]);
  const set = useCallback(
    (next: CalendarParams) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next.span === 'week') updated.set('span', 'week');
          else updated.delete('span');
          updated.set('date', dayKey(next.anchor));
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [{ span, anchor }, set];
}
