import { CursorLine, PlotFrame } from './PlotFrame';
import { niceMax, seriesClass, type Plot } from './series';
import { Legend } from './StackedBars';

interface StackedAreasProps {
  label: string;
  /** One label per day. */
  labels: readonly string[];
  /** values[day][series], stacked with the first series at the top (the board's first column). */
  values: readonly (readonly number[])[];
  series: readonly string[];
  describe: (index: number) => string;
}

/**
 * The cumulative flow: one filled band per column, stacked over the days (one path per column,
 * so 90 days of 50 columns draw 50 elements).
 */
export function StackedAreas({ label, labels, values, series, describe }: StackedAreasProps) {
  const max = niceMax(Math.max(0, ...values.map((row) => row.reduce((a, b) => a + b, 0))));
  // Running totals from the last column (bottom) up: tops[day][s] is series s's upper edge.
  const tops = values.map((row) => {
    const out = new Array<number>(row.length);
    let sum = 0;
    for (let s = row.length - 1; s >= 0; s -= 1) {
      sum += row[s] ?? 0;
      out[s] = sum;
    }
    return out;
  });
  const band = (plot: Plot, s: number) => {
    const step = plot.innerWidth / Math.max(1, labels.length - 1);
    const x = (i: number) => plot.left + i * step;
    const y = (v: number) => plot.top + plot.innerHeight - (v / max) * plot.innerHeight;
    const upper = tops.map((row, i) => `${x(i)},${y(row[s] ?? 0)}`);
    const lower = tops.map((row, i) => `${x(i)},${y(row[s + 1] ?? 0)}`).reverse();
    return `M${upper.join('L')}L${lower.join('L')}Z`;
  };
  return (
    <>
      <PlotFrame
        label={label}
        count={labels.length}
        describe={describe}
        yMax={max}
        xLabels={[labels[0] ?? '', labels.at(-1) ?? '']}
      >
        {(cursor, plot) => (
          <>
            {series.map((name, s) => (
              <path key={name + s} className={seriesClass(s)} d={band(plot, s)} />
            ))}
            {cursor !== null ? (
              <CursorLine
                x={plot.left + (cursor * plot.innerWidth) / Math.max(1, labels.length - 1)}
                plot={plot}
              />
            ) : null}
          </>
        )}
      </PlotFrame>
      <Legend series={series} />
    </>
  );
}
