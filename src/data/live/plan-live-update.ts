import type { BoardChange } from '@/api/live/board-events';
import { cardOf } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';

export interface TopicChange {
  topic: string;
  change: BoardChange;
}

/** What to read after a burst of events, so the board on screen catches up. */
export interface LiveUpdatePlan {
  /** Read the whole board (with its ETag): the changes are of a kind or number cards cannot say. */
  readBoard: boolean;
  /** Cards to read again, in the order of their first change. */
  readCards: number[];
  /** Cards deleted: taken off the board without a read. */
  removeCards: number[];
}

/** More changed cards than this in one burst: one board read costs less than their reads. */
export const MAX_CARD_READS = 20;

const BOARD_READ: LiveUpdatePlan = { readBoard: true, readCards: [], removeCards: [] };

/**
 * The reads a burst of change events calls for, given the board held. A card whose held
 * version is already at or past the event's (the app's own write, echoed back) needs nothing.
 * A new card, a column, the board, tags or members (and topics this app does not know) call
 * for a board read: where a new card goes, or what a column change does to the cards, is
 * the server's to say.
 */
export function planLiveUpdate(
  events: readonly TopicChange[],
  board: BoardWorkingSet | undefined,
): LiveUpdatePlan {
  if (!board) return { readBoard: false, readCards: [], removeCards: [] };
  const readCards = new Set<number>();
  const removeCards = new Set<number>();
  for (const { topic, change } of events) {
    if (topic === 'card' && change.kind === 'created') return BOARD_READ;
    if (topic === 'card' && change.kind === 'deleted') {
      for (const id of change.ids) {
        readCards.delete(id);
        removeCards.add(id);
      }
    } else if (topic === 'card') {
      for (const id of change.ids) {
        const held = cardOf(board, id);
        if (!held) return BOARD_READ;
        if (held.version !== null && held.version >= change.version) continue;
        if (!removeCards.has(id)) readCards.add(id);
      }
    } else if ((topic === 'checklist' || topic === 'comment') && change.card_id !== null) {
      if (!removeCards.has(change.card_id)) readCards.add(change.card_id);
    } else if (topic === 'relation') {
      // CONTRACT 4d: the cards' relation summaries changed (their versions do not); a card of
      // another board the relation names is not this board's to read.
      for (const id of change.ids) if (cardOf(board, id) && !removeCards.has(id)) readCards.add(id);
    } else {
      return BOARD_READ;
    }
  }
  if (readCards.size > MAX_CARD_READS) return BOARD_READ;
  return { readBoard: false, readCards: [...readCards], removeCards: [...removeCards] };
}
