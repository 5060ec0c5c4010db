import { areaY } from '@observablehq/plot';
import { useCallback } from 'react';
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

interface Cell {
  day: Date;
  series: number;
  count: number;
}

/** The cumulative flow: one filled band per column, stacked over the days. */
export function StackedAreas({ label, labels, values, series, describe }: StackedAreasProps) {
  const days = labels.map(dayDate);
  const marks = useCallback(
    (frame: Frame) => {
      const cells: Cell[] = values.flatMap((row, i) =>
        series.map((_, s) => ({ day: dayDate(labels[i] ?? ''), series: s, count: row[s] ?? 0 })),
      );
      return {
        x: { type: 'utc' as const, ticks: tickCount(frame), tickFormat: dayTick, label: null },
        y: { nice: true, label: null },
        color: { type: 'identity' as const },
        marks: [
          areaY(cells, {
            x: 'day',
            y: 'count',
            z: 'series',
            fill: (cell: Cell) => seriesColor(cell.series),
            // The board's first column at the top, as the columns read left to right.
            reverse: true,
          }),
        ],
      };
    },
    [labels, values, series],
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
