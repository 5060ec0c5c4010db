import styles from './Charts.module.css';
import { PlotFrame } from './PlotFrame';
import { niceMax, seriesClass } from './series';

interface StackedBarsProps {
  label: string;
  /** One label per bar (a day, a week). */
  labels: readonly string[];
  /** values[bar][series] */
  values: readonly (readonly number[])[];
  series: readonly string[];
  describe: (index: number) => string;
}

/** Bars of stacked series: the cumulative flow (days × columns), the throughput (weeks). */
export function StackedBars({ label, labels, values, series, describe }: StackedBarsProps) {
  const max = niceMax(Math.max(0, ...values.map((row) => row.reduce((a, b) => a + b, 0))));
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
          const step = plot.innerWidth / Math.max(1, labels.length);
          const bar = Math.max(1, step * 0.8);
          const y = (value: number) => (value / max) * plot.innerHeight;
          return (
            <>
              {values.map((row, i) => {
                let base = plot.top + plot.innerHeight;
                const x = plot.left + i * step + (step - bar) / 2;
                return (
                  <g key={i}>
                    {row.map((value, s) => {
                      const height = y(value);
                      base -= height;
                      return value > 0 ? (
                        <rect
                          key={s}
                          className={seriesClass(s)}
                          x={x}
                          y={base}
                          width={bar}
                          height={height}
                        />
                      ) : null;
                    })}
                  </g>
                );
              })}
              {cursor !== null ? (
                <rect
                  className={styles.cursor}
                  x={plot.left + cursor * step}
                  y={plot.top}
                  width={step}
                  height={plot.innerHeight}
                />
              ) : null}
            </>
          );
        }}
      </PlotFrame>
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
