import styles from './Charts.module.css';

const SERIES = [styles.s0, styles.s1, styles.s2, styles.s3, styles.s4, styles.s5];

/** The theme colour class of a series (tokens of src/app/styles: light and dark). */
export const seriesClass = (index: number): string => SERIES[index % SERIES.length] ?? '';

/** Room for the axes inside a chart's view box. */
export const PLOT = { width: 640, height: 220, left: 36, right: 8, top: 8, bottom: 22 } as const;

export const innerWidth = PLOT.width - PLOT.left - PLOT.right;
export const innerHeight = PLOT.height - PLOT.top - PLOT.bottom;

/** A round upper bound for the y axis. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const step = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / step) * step;
}

export const formatDays = (days: number): string => (Math.round(days * 10) / 10).toString();
