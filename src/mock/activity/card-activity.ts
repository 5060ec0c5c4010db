import { untracked } from '../db/change-tracker';
import { insert, iso } from '../db/store';
import type { CardRecord, Db } from '../db/types';
import { cardChanges, columnRef, type CardChange } from './card-changes';
import { snapshotCard, type CardSnapshot } from './card-snapshot';

/** A card's log keeps its newest entries only; the activity read shows at most this many. */
export const KEPT_ACTIVITY_PER_CARD = 200;

export function recordCardActivity(
  db: Db,
  card: Pick<CardRecord, 'id' | 'board_id'>,
  actorId: number,
  changes: readonly CardChange[],
  now: Date,
): void {
  if (changes.length === 0) return;
  for (const change of changes) {
    insert(db, 'cardActivities', {
      board_id: card.board_id,
      card_id: card.id,
      actor_id: actorId,
      kind: change.kind,
      data: change.data,
      at: iso(now),
    });
  }
  // Counted on the rows themselves: through the write's tracker, this scan of every card's
  // log (85,000 rows on a 20,000-card board) cost milliseconds of each write.
  const rows = untracked(db).cardActivities.filter((row) => row.card_id === card.id);
  if (rows.length <= KEPT_ACTIVITY_PER_CARD) return;
  const dropped = new Set(rows.slice(0, rows.length - KEPT_ACTIVITY_PER_CARD));
  db.cardActivities = db.cardActivities.filter((row) => !dropped.has(untracked(row)));
}

export interface CardActivityWatch {
  /** After the write succeeded: logs what it changed on the path's card and the cards it created. */
  record(actorId: number, now: Date): void;
}

/**
 * Watches one write on a board for the card activity log (CONTRACT 4b). Every board route
 * runs through it, so no handler records activity itself: the card named in the path is
 * compared before and after, and cards created by the write are logged as `created`.
 */
export function watchCardActivity(
  db: Db,
  boardId: number,
  cardParam: string | undefined,
): CardActivityWatch {
  const lastCardId = db.ids.cards;
  const cardId = cardParam !== undefined && /^\d+$/.test(cardParam) ? Number(cardParam) : null;
  const found = cardId === null ? null : snapshotCard(db, cardId);
  const before: CardSnapshot | null = found?.card.board_id === boardId ? found : null;
  return {
    record(actorId, now) {
      if (before) {
        const after = snapshotCard(db, before.card.id);
        if (after) recordCardActivity(db, after.card, actorId, cardChanges(db, before, after), now);
      }
      for (let i = db.cards.length - 1; i >= 0; i -= 1) {
        const card = db.cards[i];
        if (!card || card.id <= lastCardId) break;
        if (card.board_id !== boardId) continue;
        const data = { to: columnRef(db, card.column_id) };
        recordCardActivity(db, card, actorId, [{ kind: 'created', data }], now);
      }
    },
  };
}
