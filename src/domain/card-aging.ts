/** After how many days without a change a card shows as idle, and then as stale. */
export interface AgingThresholds {
  idleDays: number;
  staleDays: number;
}

/** The defaults of a board nobody has tuned (issue 19: 7 and 14 days). */
export const DEFAULT_AGING: AgingThresholds = { idleDays: 7, staleDays: 14 };

export type AgingLevel = 'idle' | 'stale';

export interface CardAge {
  /** Whole days since the card last changed. */
  days: number;
  level: AgingLevel;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface AgingFacts {
  updated_at: string | null;
  completed_at: string | null;
  archived_at: string | null;
  deleted_at: string | null;
  is_completed?: boolean | null;
}

/**
 * How long a card has gone untouched (from `updated_at`), once it has passed the board's idle
 * threshold. Done, archived and deleted cards do not age: nothing is waiting on them.
 */
export function cardAge(card: AgingFacts, now: Date, thresholds: AgingThresholds): CardAge | null {
  if (card.completed_at !== null || card.is_completed === true) return null;
  if (card.archived_at !== null || card.deleted_at !== null || card.updated_at === null) {
    return null;
  }
  const changed = Date.parse(card.updated_at);
  if (Number.isNaN(changed)) return null;
  const days = Math.floor((now.getTime() - changed) / DAY_MS);
  if (days >= thresholds.staleDays) return { days, level: 'stale' };
  if (days >= thresholds.idleDays) return { days, level: 'idle' };
  return null;
}

/** The most days a threshold may be (a year). */
export const MAX_AGING_DAYS = 365;

/** Thresholds as typed in the board settings, with what is wrong with each. */
export function checkAgingThresholds(
  idle: string,
  stale: string,
): {
  thresholds: AgingThresholds | null;
  errors: { idleDays?: string; staleDays?: string };
} {
  const parse = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
  const idleDays = parse(idle);
  const staleDays = parse(stale);
  const errors: { idleDays?: string; staleDays?: string } = {};
  const range = `a whole number of days from 1 to ${MAX_AGING_DAYS}`;
  if (idleDays === null || idleDays < 1 || idleDays > MAX_AGING_DAYS) {
    errors.idleDays = `Enter ${range}.`;
  }
  if (staleDays === null || staleDays < 1 || staleDays > MAX_AGING_DAYS) {
    errors.staleDays = `Enter ${range}.`;
  } else if (idleDays !== null && !errors.idleDays && staleDays <= idleDays) {
    errors.staleDays = 'Stale must come after idle: enter more days.';
  }
  const valid = !errors.idleDays && !errors.staleDays && idleDays !== null && staleDays !== null;
  return { thresholds: valid ? { idleDays, staleDays } : null, errors };
}
