import { planMove } from '@/domain/ordering';
import type { CardRecord, Db } from '../../db/types';

function liveCardsIn(db: Db, columnId: number): CardRecord[] {
  return db.cards.filter((c) => c.column_id === columnId && c.deleted_at == null);
}

/**
 * Moves a card to `order` in `columnId` (its own column when the same), renumbering both
 * columns contiguously; without an order a card changing column goes last.
 */
export function moveCard(
  db: Db,
  card: CardRecord,
  columnId: number,
  order: number | undefined,
): void {
  const source = liveCardsIn(db, card.column_id);
  const target = columnId === card.column_id ? source : liveCardsIn(db, columnId);
  const { orders } = planMove(
    source,
    target,
    card.id,
    order ?? (target === source ? card.order : null),
  );
  for (const other of [...source, ...(target === source ? [] : target)]) {
    const next = orders.get(other.id);
    if (next !== undefined) other.order = next;
  }
  card.column_id = columnId;
}
