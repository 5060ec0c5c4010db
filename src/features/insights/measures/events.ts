/**
 * The board's history as the measures read it: per card, where it stood from when (its stays),
 * and when it was archived or deleted. Built from the activity feed's entries (CONTRACT 4c).
 */

/** What a feed entry means for the flow; other kinds (comments, renames...) do not move work. */
export type FlowKind = 'created' | 'moved' | 'archived' | 'restored' | 'deleted';

export interface FlowEvent {
  cardId: number;
  /** Epoch milliseconds. */
  at: number;
  kind: FlowKind;
  /** The column it went to (created, moved). */
  to: number | null;
}

/** The feed entry fields the measures need (the API's BoardActivity fits). */
export interface FeedEntry {
  card_id: number;
  kind: string | null;
  data: { readonly [key: string]: unknown };
  at: string | null;
}

function columnIdOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const id = (value as { column_id?: unknown }).column_id;
  return typeof id === 'number' ? id : null;
}

/** The flow events of feed entries, in feed order; entries that do not move work are left out. */
export function flowEvents(entries: readonly FeedEntry[]): FlowEvent[] {
  const events: FlowEvent[] = [];
  for (const entry of entries) {
    const at = entry.at === null ? Number.NaN : Date.parse(entry.at);
    if (Number.isNaN(at)) continue;
    switch (entry.kind) {
      case 'created':
      case 'moved': {
        const to = columnIdOf(entry.data['to']);
        if (to !== null) events.push({ cardId: entry.card_id, at, kind: entry.kind, to });
        break;
      }
      case 'archived':
      case 'restored':
      case 'deleted':
        events.push({ cardId: entry.card_id, at, kind: entry.kind, to: null });
        break;
    }
  }
  return events;
}

/** A card stood in `column` from `at` (until its next stay). */
export interface Stay {
  column: number;
  at: number;
}

export interface CardHistory {
  cardId: number;
  stays: Stay[];
  /** When it left the board (archived or deleted, and not restored since); null: still on it. */
  goneAt: number | null;
}

/** Each card's stays in time order (ties keep feed order). A card gone stays gone until restored. */
export function cardHistories(events: readonly FlowEvent[]): CardHistory[] {
  const byCard = new Map<number, CardHistory>();
  let ordered = true;
  for (let i = 1; i < events.length && ordered; i += 1)
    ordered = (events[i - 1]?.at ?? 0) <= (events[i]?.at ?? 0);
  // The feed is oldest first already; a stable sort only for input that is not.
  const sorted = ordered ? events : [...events].sort((a, b) => a.at - b.at);
  for (const event of sorted) {
    let history = byCard.get(event.cardId);
    if (!history) {
      history = { cardId: event.cardId, stays: [], goneAt: null };
      byCard.set(event.cardId, history);
    }
    if (event.to !== null) {
      if (history.stays.at(-1)?.column !== event.to)
        history.stays.push({ column: event.to, at: event.at });
    } else if (event.kind === 'restored') {
      history.goneAt = null;
    } else if (history.goneAt === null) {
      history.goneAt = event.at;
    }
  }
  return [...byCard.values()].filter((history) => history.stays.length > 0);
}
