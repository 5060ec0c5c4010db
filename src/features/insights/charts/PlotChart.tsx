import { plot, type PlotOptions, type Scale } from '@observablehq/plot';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '@/lib/i18n/translate';
import styles from './Charts.module.css';
import { useDrawingTracker } from './drawing';
import { frameFor, type Frame } from './series';
import { usePlotWidth } from './use-plot-width';
import { usePointCursor } from './use-point-cursor';

/** The scales the library chose for a drawing: our keyboard layer places its cursor with them. */
export interface Scales {
  x: Scale;
  y: Scale;
}

interface PlotChartProps {
  label: string;
  /** How many points the arrow keys walk through. */
  count: number;
  /** The values of point i, in words. */
  describe: (index: number) => string;
  /** The library's marks and scales for a chart in `frame` (Observable Plot's options). */
  marks: (frame: Frame) => PlotOptions;
  /** Point i under the keyboard's cursor, drawn over the library's chart with its scales. */
  cursor: (index: number, scales: Scales, frame: Frame) => ReactNode;
}

/**
 * A chart drawn by Observable Plot (its SVG put into ours), with our keyboard layer over it:
 * the arrow keys step through the points, the point is marked through the library's scales and
 * its values are said in a live region. Each chart is drawn in a task of its own after the
 * view's render, so five charts are five short tasks, not one long one.
 */
export function PlotChart({ label, count, describe, marks, cursor }: PlotChartProps) {
  const keys = usePointCursor(count);
  const [ref, width] = usePlotWidth<SVGSVGElement>();
  const host = useRef<SVGGElement>(null);
  const tracker = useDrawingTracker();
  const [scales, setScales] = useState<Scales | null>(null);
  const frame = frameFor(width);
  const { width: w, height: h } = frame;
  useEffect(() => {
    const node = host.current;
    if (!node) return;
    const size = { ...frameFor(w), height: h };
    const done = tracker?.start();
    const task = setTimeout(() => {
      const started = performance.now();
      const chart = plot({ ...marks(size), ...size });
      // Each chart's drawing, for the bench (bench/insights.mjs).
      performance.measure('insights:draw', { start: started, detail: label });
      // Plot adds a <style> of its own to each chart; Charts.module.css has its rules (and a
      // style sheet added to the document per drawing would make the browser restyle it all).
      chart.querySelector('style')?.remove();
      node.replaceChildren(chart);
      const x = chart.scale('x');
      const y = chart.scale('y');
      setScales(x && y ? { x, y } : null);
      done?.();
    }, 0);
    return () => {
      clearTimeout(task);
      done?.();
    };
  }, [marks, w, h, label, tracker]);
  const readout = keys.index === null ? '' : describe(keys.index);
  return (
    <>
      <svg
        ref={ref}
        className={styles.plot}
        viewBox={`0 0 ${w} ${h}`}
        role="group"
        tabIndex={0}
        aria-label={t('insights.chartKeys', '{chart}: arrow keys step through the points', {
          chart: label,
        })}
        onKeyDown={keys.onKeyDown}
        onFocus={keys.onFocus}
      >
        <g ref={host} aria-hidden="true" />
        {keys.index !== null && scales ? cursor(keys.index, scales, frame) : null}
      </svg>
      <p className={styles.readout} aria-live="polite">
        {readout}
      </p>
    </>
  );
}

/** The day under the keyboard's cursor: a vertical line across the plot at `x`. */
export function CursorLine({ x, frame }: { x: number; frame: Frame }) {
  return (
    <line
      className={styles.cursor}
      x1={x}
      x2={x}
      y1={frame.marginTop}
      y2={frame.height - frame.marginBottom}
    />
  );
}
