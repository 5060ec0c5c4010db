import type { Percentiles } from './cycle';

/** How a card's age compares with the cycle times: within p50, p85, p95, or beyond. */
export type Risk = 'ok' | 'watch' | 'at-risk' | 'critical';

/** A card in progress now (computed in rows.ts), oldest first in the list. */
export interface AgingCard {
  cardId: number;
  column: number;
  /** Days since work started, at `now`. */
  age: number;
  risk: Risk;
}

export function riskOf(age: number, p: Percentiles): Risk {
  if (p.p95 !== null && age > p.p95) return 'critical';
  if (p.p85 !== null && age > p.p85) return 'at-risk';
  if (p.p50 !== null && age > p.p50) return 'watch';
  return 'ok';
}
