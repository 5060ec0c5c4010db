import { createContext, useContext } from 'react';

/**
 * The swimlane a card copy is shown in (a card in two lanes shows twice): its actions menu
 * opens "Move to…" for that copy. Null on the plain kanban.
 */
export const CopyLaneContext = createContext<string | null>(null);

export function useCopyLane(): string | null {
  return useContext(CopyLaneContext);
}
