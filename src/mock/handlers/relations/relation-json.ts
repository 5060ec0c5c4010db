import { untracked } from '../../db/change-tracker';
import { effectiveLevel } from '../../db/queries';
import type { CardRecord, Db, UserRecord } from '../../db/types';
import type { RelationSide } from './relation-graph';

/** The other card of a relation as the caller may see it (CONTRACT 4d). */
export function relatedCardJson(card: CardRecord) {
  return {
    id: card.id,
    board_id: card.board_id,
    number: card.number,
    title: card.title,
    column_id: card.column_id,
    completed: card.completed_at != null,
    archived_at: card.archived_at,
    deleted_at: card.deleted_at,
  };
}

/** Whether the user may view the card's board. */
export function canViewCard(db: Db, card: CardRecord, user: UserRecord): boolean {
  const board = untracked(db).boards.find((b) => b.id === card.board_id && b.deleted_at == null);
  return board !== undefined && effectiveLevel(db, board, user) !== null;
}

/** A relation as its card's reader gets it; a card they cannot view is `{id, hidden: true}`. */
export function relationJson(db: Db, side: RelationSide, user: UserRecord) {
  const other = untracked(db).cards.find((card) => card.id === side.otherId);
  const card =
    other && canViewCard(db, other, user)
      ? relatedCardJson(other)
      : { id: side.otherId, hidden: true as const };
  return { id: side.relation.id, kind: side.kind, card };
}

/** How a card is named in a message: "#12 Weekly sync". */
export function cardName(card: Pick<CardRecord, 'number' | 'title'>): string {
  return `#${card.number} ${card.title}`;
}
