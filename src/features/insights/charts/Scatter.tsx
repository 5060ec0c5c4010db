import { dot, ruleY, text } from '@observablehq/plot';
import { useCallback } from 'react';
import styles from './Charts.module.css';
import { PlotChart } from './PlotChart';
import { dayDate, dayTick, seriesColor, tickCount, type Frame } from './series';

interface ScatterProps {
  label: string;
  /** A finished card: the day it finished (YYYY-MM-DD) and the days it took. */
  points: readonly { day: string; days: number }[];
  lines: readonly { label: string; value: number | null }[];
  /** The range's first and last day. */
  domain: [string, string];
  describe: (index: number) => string;
}

/** Finished cards by the day they finished and the days they took, with percentile lines. */
export function Scatter({ label, points, lines, domain, describe }: ScatterProps) {
  const marks = useCallback(
    (frame: Frame) => {
      const drawn = lines.filter((line) => line.value !== null);
      const end = dayDate(domain[1]);
      return {
        x: {
          type: 'utc' as const,
          domain: [dayDate(domain[0]), end],
          ticks: tickCount(frame),
          tickFormat: dayTick,
          label: null,
        },
        y: { nice: true, zero: true, label: null },
        marks: [
          ruleY(drawn, {
            y: 'value',
            stroke: 'var(--color-text-muted)',
            strokeDasharray: '3 3',
          }),
          text(drawn, { x: () => end, y: 'value', text: 'label', textAnchor: 'end', dy: -6 }),
          dot(points, {
            x: (p: { day: string }) => dayDate(p.day),
            y: 'days',
            fill: seriesColor(0),
            r: 3,
          }),
        ],
      };
    },
    [points, lines, domain],
  );
  return (
    <PlotChart
      label={label}
      count={points.length}
      describe={describe}
      marks={marks}
      cursor={(i, scales) => {
        const p = points[i];
        return p ? (
          <circle
            className={styles.cursor}
            cx={Number(scales.x.apply(dayDate(p.day)))}
            cy={Number(scales.y.apply(p.days))}
            r={7}
          />
        ) : null;
      }}
    />
  );
}
