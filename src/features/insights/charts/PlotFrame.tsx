import type { ReactNode } from 'react';
import { t } from '@/lib/i18n/translate';
import styles from './Charts.module.css';
import { plotFor, type Plot } from './series';
import { usePlotWidth } from './use-plot-width';
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
  /** The drawing, in the view box `plot` (as wide as the chart is on screen, up to 640). */
  children: (cursor: number | null, plot: Plot) => ReactNode;
}

/** A chart's drawing area: axes, the keyboard cursor over its points, and the point's values. */
export function PlotFrame({ label, count, describe, yMax, xLabels, children }: PlotFrameProps) {
  const cursor = usePointCursor(count);
  const [ref, width] = usePlotWidth<SVGSVGElement>();
  const plot = plotFor(width);
  const readout = cursor.index === null ? '' : describe(cursor.index);
  const bottom = plot.top + plot.innerHeight;
  return (
    <>
      <svg
        ref={ref}
        className={styles.plot}
        viewBox={`0 0 ${plot.width} ${plot.height}`}
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
          x1={plot.left}
          x2={plot.width - plot.right}
          y1={bottom}
          y2={bottom}
        />
        <line className={styles.axis} x1={plot.left} x2={plot.left} y1={plot.top} y2={bottom} />
        <text className={styles.axisText} x={plot.left - 4} y={plot.top + 10} textAnchor="end">
          {yMax}
        </text>
        <text className={styles.axisText} x={plot.left - 4} y={bottom} textAnchor="end">
          0
        </text>
        <text className={styles.axisText} x={plot.left} y={plot.height - 4}>
          {xLabels[0]}
        </text>
        <text
          className={styles.axisText}
          x={plot.width - plot.right}
          y={plot.height - 4}
          textAnchor="end"
        >
          {xLabels[1]}
        </text>
        {children(cursor.index, plot)}
      </svg>
      <p className={styles.readout} aria-live="polite">
        {readout}
      </p>
    </>
  );
}

/** The day under the keyboard's cursor: a vertical line across the plot at `x`. */
export function CursorLine({ x, plot }: { x: number; plot: Plot }) {
  return (
    <line className={styles.cursor} x1={x} x2={x} y1={plot.top} y2={plot.top + plot.innerHeight} />
  );
}
