import { finishedAt, startedAt, type Percentiles } from './cycle';
import type { CardHistory } from './events';
import { indexer, type MeasureOptions } from './options';
import { DAY_MS } from './zone';

/** How a card's age compares with the cycle times: within p50, p85, p95, or beyond. */
export type Risk = 'ok' | 'watch' | 'at-risk' | 'critical';

export interface AgingCard {
  cardId: number;
  column: number;
  /** Days since work started, at `now`. */
  age: number;
  risk: Risk;
}

function riskOf(age: number, p: Percentiles): Risk {
  if (p.p95 !== null && age > p.p95) return 'critical';
  if (p.p85 !== null && age > p.p85) return 'at-risk';
  if (p.p50 !== null && age > p.p50) return 'watch';
  return 'ok';
}

/**
 * Work in progress now: cards on the board, started (in the start column or later) and not
 * finished, with their age; oldest first.
 */
export function agingWork(
  histories: readonly CardHistory[],
  options: MeasureOptions,
  p: Percentiles,
): AgingCard[] {
  const indexOf = indexer(options);
  const start = indexOf(options.startColumn);
  const out: AgingCard[] = [];
  for (const history of histories) {
    if (history.goneAt !== null || (options.cards && !options.cards.has(history.cardId))) continue;
    const column = history.stays.at(-1)?.column ?? -1;
    if (start < 0 || indexOf(column) < start || finishedAt(history, options) !== null) continue;
    const started = startedAt(history, options);
    if (started === null) continue;
    const age = (options.now - started) / DAY_MS;
    out.push({ cardId: history.cardId, column, age, risk: riskOf(age, p) });
  }
  return out.sort((a, b) => b.age - a.age || a.cardId - b.cardId);
}
