/** Cards per column at the end of one day (the cumulative flow; computed in rows.ts). */
export interface DayCounts {
  day: string;
  /** Cards per column (options.columns order) at the end of the day. */
  counts: number[];
}

/** Work in progress per column on one day, against each column's limit. */
export interface WipDay {
  day: string;
  counts: number[];
  /** Column indices over their limit that day. */
  over: number[];
}
