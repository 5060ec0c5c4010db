import styles from './Charts.module.css';

const SERIES = [styles.s0, styles.s1, styles.s2, styles.s3, styles.s4, styles.s5];

/** The theme colour class of a series (tokens of src/app/styles: light and dark), for the legend. */
export const seriesClass = (index: number): string => SERIES[index % SERIES.length] ?? '';

/** The theme colour of a series as the chart library draws it: the token itself, light or dark. */
export const seriesColor = (index: number): string => `var(--color-chart-${(index % 6) + 1})`;

/** A chart's size and the room for its axes inside it. */
export interface Frame {
  width: number;
  height: number;
  marginLeft: number;
  marginRight: number;
  marginTop: number;
  marginBottom: number;
}

/** The widest view box; a wider chart is scaled up, a narrower one gets a view box of its own. */
export const WIDEST = 640;
const NARROWEST = 240;

/**
 * The frame of a chart drawn `width` CSS pixels wide: as wide as the chart up to 640 units,
 * so that on a phone one unit is one pixel and the axes' 11 px text stays 11 px (scaling the
 * 640-unit drawing into 310 px made it 5 px).
 */
export function frameFor(width: number): Frame {
  return {
    width: Math.round(Math.min(WIDEST, Math.max(NARROWEST, width))),
    height: 220,
    marginLeft: 40,
    marginRight: 12,
    marginTop: 10,
    marginBottom: 24,
  };
}

/** About one x tick per `spacing` pixels of the frame's plot area. */
export const tickCount = (frame: Frame, spacing = 90): number =>
  Math.max(2, Math.floor((frame.width - frame.marginLeft - frame.marginRight) / spacing));

/** A day (YYYY-MM-DD) as the instant the chart's time axis places it at (UTC midnight). */
export const dayDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** A time axis' tick: month and day as numbers (no month names to translate). */
export const dayTick = (date: Date): string => date.toISOString().slice(5, 10);

export const formatDays = (days: number): string => (Math.round(days * 10) / 10).toString();
