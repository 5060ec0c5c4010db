import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { parseRange, type DayRange, type RangePreset } from './range';

/**
 * The insights' range in the URL (`range=30d`, or `from`/`to`), shareable like the view. A
 * choice shows at once from local state; the URL follows after the next paint, since writing it
 * re-renders everything on the page that reads the search (measured: about half a second on
 * the 5,000-card board, docs/insights.md).
 */
export function useRangeParam(today: number): [DayRange, (preset: RangePreset) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const [chosen, setChosen] = useState<{ preset: RangePreset; from: string } | null>(null);
  const parsed = useMemo(() => {
    const query = new URLSearchParams(text);
    if (chosen && chosen.from === text) {
      query.delete('from');
      query.delete('to');
      query.set('range', chosen.preset);
    }
    return parseRange(query, today);
  }, [text, today, chosen]);
  // The same range is the same object: the URL written after a choice (or any other parameter
  // changing) must not compute and draw every chart again.
  const { fromDay, toDay, preset } = parsed;
  const range = useMemo<DayRange>(() => ({ fromDay, toDay, preset }), [fromDay, toDay, preset]);
  const setPreset = useCallback(
    (preset: RangePreset) => {
      setChosen({ preset, from: text });
      requestAnimationFrame(() =>
        setTimeout(
          () =>
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
          0,
        ),
      );
    },
    [setParams, text],
  );
  return [range, setPreset];
}
