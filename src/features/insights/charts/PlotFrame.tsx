import type { ReactNode } from 'react';
import { t } from '@/lib/i18n/translate';
import styles from './Charts.module.css';
import { innerHeight, PLOT } from './series';
import { usePointCursor } from './use-point-cursor';

interface PlotFrameProps {
  label: string;
  /** How many points the arrow keys walk through. */
  count: number;
  /** The values of point i, in words. */
  describe: (index: number) => string;
  yMax: number;
  /** First and last x labels. */
  xLabels: [string, string];
  children: (cursor: number | null) => ReactNode;
}

/** A chart's drawing area: axes, the keyboard cursor over its points, and the point's values. */
export function PlotFrame({ label, count, describe, yMax, xLabels, children }: PlotFrameProps) {
  const cursor = usePointCursor(count);
  const readout = cursor.index === null ? '' : describe(cursor.index);
  const bottom = PLOT.top + innerHeight;
  return (
    <>
      <svg
        className={styles.plot}
        viewBox={`0 0 ${PLOT.width} ${PLOT.height}`}
        role="group"
        tabIndex={0}
        aria-label={t('insights.chartKeys', '{chart}: arrow keys step through the points', {
          chart: label,
        })}
        onKeyDown={cursor.onKeyDown}
        onFocus={cursor.onFocus}
      >
        <line
          className={styles.axis}
          x1={PLOT.left}
          x2={PLOT.width - PLOT.right}
          y1={bottom}
          y2={bottom}
        />
        <line className={styles.axis} x1={PLOT.left} x2={PLOT.left} y1={PLOT.top} y2={bottom} />
        <text className={styles.axisText} x={PLOT.left - 4} y={PLOT.top + 10} textAnchor="end">
          {yMax}
        </text>
        <text className={styles.axisText} x={PLOT.left - 4} y={bottom} textAnchor="end">
          0
        </text>
        <text className={styles.axisText} x={PLOT.left} y={PLOT.height - 4}>
          {xLabels[0]}
        </text>
        <text
          className={styles.axisText}
          x={PLOT.width - PLOT.right}
          y={PLOT.height - 4}
          textAnchor="end"
        >
          {xLabels[1]}
        </text>
        {children(cursor.index)}
      </svg>
      <p className={styles.readout} aria-live="polite">
        {readout}
      </p>
    </>
  );
}

/** The day under the keyboard's cursor: a vertical line across the plot at `x`. */
export function CursorLine({ x }: { x: number }) {
  return <line className={styles.cursor} x1={x} x2={x} y1={PLOT.top} y2={PLOT.top + innerHeight} />;
}
