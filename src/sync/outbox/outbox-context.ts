import { createContext, useContext } from 'react';
import type { Outbox } from './outbox';

export const OutboxContext = createContext<Outbox | null>(null);

/** The session's outbox (to discard kept writes); null outside a signed-in session. */
export function useOutbox(): Outbox | null {
  return useContext(OutboxContext);
}
