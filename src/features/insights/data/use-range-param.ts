import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { parseRange, type DayRange, type RangePreset } from './range';

/** The insights' range in the URL (`range=30d`, or `from`/`to`), shareable like the view. */
export function useRangeParam(today: number): [DayRange, (preset: RangePreset) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const range = useMemo(() => parseRange(new URLSearchParams(text), today), [text, today]);
  const setPreset = useCallback(
    (preset: RangePreset) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.delete('from');
          updated.delete('to');
          updated.set('range', preset);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [range, setPreset];
}
