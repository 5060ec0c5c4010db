import styles from './Charts.module.css';
import { PlotFrame } from './PlotFrame';
import { niceMax, seriesClass } from './series';

interface ScatterProps {
  label: string;
  /** x in [0, 1] across the range; y in days. */
  points: readonly { x: number; y: number }[];
  lines: readonly { label: string; value: number | null }[];
  xLabels: [string, string];
  describe: (index: number) => string;
}

/** Finished cards by the day they finished and the days they took, with percentile lines. */
export function Scatter({ label, points, lines, xLabels, describe }: ScatterProps) {
  const max = niceMax(Math.max(0, ...points.map((p) => p.y), ...lines.map((l) => l.value ?? 0)));
  return (
    <PlotFrame label={label} count={points.length} describe={describe} yMax={max} xLabels={xLabels}>
      {(cursor, plot) => {
        const x = (v: number) => plot.left + v * plot.innerWidth;
        const y = (v: number) => plot.top + plot.innerHeight - (v / max) * plot.innerHeight;
        return (
          <>
            {lines.map((line) =>
              line.value === null ? null : (
                <g key={line.label}>
                  <line
                    className={styles.percentile}
                    x1={plot.left}
                    x2={plot.left + plot.innerWidth}
                    y1={y(line.value)}
                    y2={y(line.value)}
                  />
                  <text
                    className={styles.axisText}
                    x={plot.left + plot.innerWidth}
                    y={y(line.value) - 2}
                    textAnchor="end"
                  >
                    {line.label}
                  </text>
                </g>
              ),
            )}
            {points.map((p, i) => (
              <circle key={i} className={seriesClass(0)} cx={x(p.x)} cy={y(p.y)} r={3} />
            ))}
            {cursor !== null && points[cursor] ? (
              <circle
                className={styles.cursor}
                cx={x(points[cursor].x)}
                cy={y(points[cursor].y)}
                r={7}
              />
            ) : null}
          </>
        );
      }}
    </PlotFrame>
  );
}
