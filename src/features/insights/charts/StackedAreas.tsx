import { areaY } from '@observablehq/plot';
import { useCallback, useMemo } from 'react';
import { CursorLine, PlotChart } from './PlotChart';
import { dayDate, dayTick, seriesColor, tickCount, type Frame } from './series';
import { Legend } from './StackedBars';

interface StackedAreasProps {
  label: string;
  /** One label per day (YYYY-MM-DD). */
  labels: readonly string[];
  /** values[day][series], stacked with the first series at the top (the board's first column). */
  values: readonly (readonly number[])[];
  series: readonly string[];
  describe: (index: number) => string;
}

/** A band's edges on a day: series `series` spans `low` to `high` in the stack. */
interface Cell {
  day: Date;
  series: number;
  low: number;
  high: number;
}

/**
 * The bands' edges, stacked here rather than by the library's stack transform (about half the
 * drawing time of 50 columns over 90 days): the board's first column at the top, as the columns
 * read left to right.
 */
function stacked(days: readonly Date[], values: readonly (readonly number[])[], count: number) {
  const cells: Cell[] = [];
  values.forEach((row, i) => {
    const day = days[i] ?? new Date(0);
    let low = 0;
    for (let s = count - 1; s >= 0; s -= 1) {
      const high = low + (row[s] ?? 0);
      cells.push({ day, series: s, low, high });
      low = high;
    }
  });
  return cells;
}

/** The cumulative flow: one filled band per column, stacked over the days. */
export function StackedAreas({ label, labels, values, series, describe }: StackedAreasProps) {
  const days = useMemo(() => labels.map(dayDate), [labels]);
  const marks = useCallback(
    (frame: Frame) => ({
      x: { type: 'utc' as const, ticks: tickCount(frame), tickFormat: dayTick, label: null },
      y: { nice: true, zero: true, label: null },
      color: { type: 'identity' as const },
      marks: [
        areaY(stacked(days, values, series.length), {
          x: 'day',
          y1: 'low',
          y2: 'high',
          z: 'series',
          fill: (cell: Cell) => seriesColor(cell.series),
        }),
      ],
    }),
    [days, values, series],
  );
  return (
    <>
      <PlotChart
        label={label}
        count={labels.length}
        describe={describe}
        marks={marks}
        cursor={(i, scales, frame) => (
          <CursorLine x={Number(scales.x.apply(days[i]))} frame={frame} />
        )}
      />
      <Legend series={series} />
    </>
  );
}
