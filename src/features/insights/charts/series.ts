import styles from './Charts.module.css';

const SERIES = [styles.s0, styles.s1, styles.s2, styles.s3, styles.s4, styles.s5];

/** The theme colour class of a series (tokens of src/app/styles: light and dark). */
export const seriesClass = (index: number): string => SERIES[index % SERIES.length] ?? '';

/** A chart's view box and the room for its axes inside it. */
export interface Plot {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  innerWidth: number;
  innerHeight: number;
}

/** The widest view box; a wider chart is scaled up, a narrower one gets a view box of its own. */
export const WIDEST = 640;
const NARROWEST = 240;

/**
 * The view box of a chart drawn `width` CSS pixels wide: as wide as the chart up to 640 units,
 * so that on a phone one unit is one pixel and the axes' 11 px text stays 11 px (scaling the
 * 640-unit drawing into 310 px made it 5 px).
 */
export function plotFor(width: number): Plot {
  const w = Math.round(Math.min(WIDEST, Math.max(NARROWEST, width)));
  const box = { width: w, height: 220, left: 36, right: 8, top: 8, bottom: 22 };
  return {
    ...box,
    innerWidth: box.width - box.left - box.right,
    innerHeight: box.height - box.top - box.bottom,
  };
}

/** A round upper bound for the y axis. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const step = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / step) * step;
}

export const formatDays = (days: number): string => (Math.round(days * 10) / 10).toString();
