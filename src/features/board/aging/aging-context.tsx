import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Card } from '@/api/types';
import { cardAge, DEFAULT_AGING, type AgingThresholds, type CardAge } from '@/domain/card-aging';
import { useAgingThresholds } from '@/data/preferences/aging-thresholds';
import { useToday } from '@/lib/use-today';

export interface Aging {
  now: Date;
  thresholds: AgingThresholds;
}

const AgingContext = createContext<Aging | null>(null);

/** The board's aging rule: now (turning at midnight) and the board's thresholds. */
export function useBoardAging(boardId: number): Aging {
  const now = useToday();
  const thresholds = useAgingThresholds(boardId);
  return useMemo(() => ({ now, thresholds }), [now, thresholds]);
}

/** Gives the tiles inside the board's aging rule: they read it here, not through props. */
export function AgingProvider({ value, children }: { value: Aging; children: ReactNode }) {
  return <AgingContext.Provider value={value}>{children}</AgingContext.Provider>;
}

/** The board's aging rule (the defaults and the current time outside a board). */
export function useAging(): Aging {
  return useContext(AgingContext) ?? { now: new Date(), thresholds: DEFAULT_AGING };
}

/** How long `card` has gone untouched, once that counts (a board's tiles). */
export function useCardAge(card: Card): CardAge | null {
  const { now, thresholds } = useAging();
  return cardAge(card, now, thresholds);
}
