import { lineY, ruleY } from '@observablehq/plot';
import { useCallback } from 'react';
import { CursorLine, PlotChart } from './PlotChart';
import { dayDate, dayTick, seriesColor, tickCount, type Frame } from './series';
import { Legend } from './StackedBars';

interface LinesProps {
  label: string;
  /** One label per day (YYYY-MM-DD). */
  labels: readonly string[];
  /** values[point][series] */
  values: readonly (readonly number[])[];
  series: readonly string[];
  /** Each series' limit (a dashed line), or null. */
  limits: readonly (number | null)[];
  describe: (index: number) => string;
}

interface Cell {
  day: Date;
  series: number;
  count: number;
}

/** One line per series over the days, with each series' limit dashed: WIP against limits. */
export function Lines({ label, labels, values, series, limits, describe }: LinesProps) {
  const days = labels.map(dayDate);
  const marks = useCallback(
    (frame: Frame) => {
      const cells: Cell[] = values.flatMap((row, i) =>
        series.map((_, s) => ({ day: dayDate(labels[i] ?? ''), series: s, count: row[s] ?? 0 })),
      );
      const set = limits.filter((limit): limit is number => limit !== null);
      return {
        x: { type: 'utc' as const, ticks: tickCount(frame), tickFormat: dayTick, label: null },
        y: { nice: true, zero: true, label: null },
        color: { type: 'identity' as const },
        marks: [
          lineY(cells, {
            x: 'day',
            y: 'count',
            z: 'series',
            stroke: (cell: Cell) => seriesColor(cell.series),
            strokeWidth: 2,
          }),
          ruleY(set, {
            stroke: 'var(--color-danger)',
            strokeDasharray: '4 3',
            strokeWidth: 1.5,
          }),
        ],
      };
    },
    [labels, values, series, limits],
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
