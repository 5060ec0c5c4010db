import type { Zone } from './zone';

export interface FlowColumn {
  id: number;
  name: string;
  wipLimit: number | null;
}

/** What every measure is computed over. */
export interface MeasureOptions {
  /** The board's columns in order (archived ones left out: cards there are not counted). */
  columns: readonly FlowColumn[];
  /** Work starts on entering this column (or a later one)... */
  startColumn: number;
  /** ...and is finished on entering this one (or a later one). */
  endColumn: number;
  /** The range, first and last day inclusive, in `zone`'s days. */
  fromDay: number;
  toDay: number;
  zone: Zone;
  now: number;
  /** The cards the board's filters keep; null: every card (deleted ones too). */
  cards: ReadonlySet<number> | null;
}

/** Names of backlog-like columns: work there has not started. */
const NOT_STARTED = /^(backlog|ideas?|to ?do|inbox|icebox)$/i;

/** The defaults: the first column after the backlog-like ones, and the last column. */
export function defaultColumns(columns: readonly FlowColumn[]): { start: number; end: number } {
  const last = columns.at(-1);
  if (!last) return { start: 0, end: 0 };
  const start = columns.find((c, i) => i < columns.length - 1 && !NOT_STARTED.test(c.name.trim()));
  return { start: (start ?? columns[0] ?? last).id, end: last.id };
}

const indexers = new WeakMap<readonly FlowColumn[], (column: number) => number>();

/** A column's position in the board's order (-1: not a live column); one lookup per columns. */
export function indexer(options: Pick<MeasureOptions, 'columns'>): (column: number) => number {
  let found = indexers.get(options.columns);
  if (!found) {
    const index = new Map(options.columns.map((c, i) => [c.id, i]));
    found = (column: number) => index.get(column) ?? -1;
    indexers.set(options.columns, found);
  }
  return found;
}
