import styles from './Charts.module.css';
import { CursorLine, PlotFrame } from './PlotFrame';
import { niceMax, seriesClass } from './series';
import { Legend } from './StackedBars';

interface LinesProps {
  label: string;
  labels: readonly string[];
  /** values[point][series] */
  values: readonly (readonly number[])[];
  series: readonly string[];
  /** Each series' limit (a dashed line), or null. */
  limits: readonly (number | null)[];
  describe: (index: number) => string;
}

/** One line per series over the days, with each series' limit dashed: WIP against limits. */
export function Lines({ label, labels, values, series, limits, describe }: LinesProps) {
  const peak = Math.max(0, ...values.flat(), ...limits.map((l) => l ?? 0));
  const max = niceMax(peak);
  return (
    <>
      <PlotFrame
        label={label}
        count={labels.length}
        describe={describe}
        yMax={max}
        xLabels={[labels[0] ?? '', labels.at(-1) ?? '']}
      >
        {(cursor, plot) => {
          const step = plot.innerWidth / Math.max(1, labels.length - 1);
          const x = (i: number) => plot.left + i * step;
          const y = (v: number) => plot.top + plot.innerHeight - (v / max) * plot.innerHeight;
          return (
            <>
              {series.map((_, s) => (
                <polyline
                  key={s}
                  className={`${styles.line} ${seriesClass(s)}`}
                  points={values.map((row, i) => `${x(i)},${y(row[s] ?? 0)}`).join(' ')}
                />
              ))}
              {limits.map((limit, s) =>
                limit === null ? null : (
                  <line
                    key={`limit-${s}`}
                    className={styles.limit}
                    x1={plot.left}
                    x2={plot.left + plot.innerWidth}
                    y1={y(limit)}
                    y2={y(limit)}
                  />
                ),
              )}
              {cursor !== null ? <CursorLine x={x(cursor)} plot={plot} /> : null}
            </>
          );
        }}
      </PlotFrame>
      <Legend series={series} />
    </>
  );
}
