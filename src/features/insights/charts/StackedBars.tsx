import { barY } from '@observablehq/plot';
import { useCallback } from 'react';
import styles from './Charts.module.css';
import { PlotChart } from './PlotChart';
import { seriesClass, seriesColor, type Frame } from './series';

interface StackedBarsProps {
  label: string;
  /** One label per bar (a day, a week). */
  labels: readonly string[];
  /** values[bar][series] */
  values: readonly (readonly number[])[];
  series: readonly string[];
  describe: (index: number) => string;
}

interface Cell {
  bar: string;
  series: number;
  count: number;
}

/** Bars of stacked series: the throughput (weeks). */
export function StackedBars({ label, labels, values, series, describe }: StackedBarsProps) {
  const marks = useCallback(
    (frame: Frame) => {
      const cells: Cell[] = values.flatMap((row, i) =>
        series.map((_, s) => ({ bar: labels[i] ?? '', series: s, count: row[s] ?? 0 })),
      );
      // As many bar labels as fit, about 44 px each; a week is labelled W14 (its year is in the
      // table and the read-out), which a phone's last bar has room for.
      const room = frame.width - frame.marginLeft - frame.marginRight;
      const every = Math.max(1, Math.ceil((labels.length * 44) / room));
      return {
        x: {
          type: 'band' as const,
          domain: labels,
          padding: 0.2,
          ticks: labels.filter((_, i) => (labels.length - 1 - i) % every === 0),
          tickFormat: (bar: string) => bar.slice(bar.indexOf('-') + 1),
          label: null,
        },
        y: { nice: true, zero: true, label: null },
        color: { type: 'identity' as const },
        marks: [
          barY(cells, {
            x: 'bar',
            y: 'count',
            z: 'series',
            fill: (cell: Cell) => seriesColor(cell.series),
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
        cursor={(i, scales, frame) => {
          const step = (scales.x.bandwidth ?? 0) / 0.8;
          const x = Number(scales.x.apply(labels[i])) - step * 0.1;
          return (
            <rect
              className={styles.cursor}
              x={x}
              y={frame.marginTop}
              width={step}
              height={frame.height - frame.marginTop - frame.marginBottom}
            />
          );
        }}
      />
      {series.length > 1 ? <Legend series={series} /> : null}
    </>
  );
}

export function Legend({ series }: { series: readonly string[] }) {
  return (
    <ul className={styles.legend}>
      {series.map((name, s) => (
        <li key={s}>
          <svg className={styles.swatch} viewBox="0 0 10 10" aria-hidden="true">
            <rect className={seriesClass(s)} width="10" height="10" />
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}
