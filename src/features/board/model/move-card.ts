import type { BoardWorkingSet, Card } from '@/api/types';
import { byPosition, planMove } from '@/domain/ordering';

export interface CardMove {
  cardId: number;
  toColumnId: number;
  /** 1-based position in the target column once the card is taken out (the API's `order`). */
  order: number;
}

function liveCardsIn(cards: readonly Card[], columnId: number): Card[] {
  return cards.filter((card) => card.column_id === columnId && card.deleted_at === null);
}

/**
 * The board after a move, as the server computes it (the same `planMove` rule), so the
 * optimistic result matches the saved one. Unchanged cards keep their object identity.
 */
export function applyCardMove(board: BoardWorkingSet, move: CardMove): BoardWorkingSet {
  const card = board.cards.find((candidate) => candidate.id === move.cardId);
  if (!card) return board;
  const source = liveCardsIn(board.cards, card.column_id);
  const target =
    move.toColumnId === card.column_id ? source : liveCardsIn(board.cards, move.toColumnId);
  const { orders } = planMove(source, target, card.id, move.order);
  const cards = board.cards.map((candidate) => {
    const order = orders.get(candidate.id);
    if (candidate.id === card.id) {
      return { ...candidate, column_id: move.toColumnId, order: order ?? candidate.order };
    }
    return order === undefined || order === candidate.order ? candidate : { ...candidate, order };
  });
  return { ...board, cards };
}

/**
 * The API `order` for dropping a card before `beforeCardId` (or at the end when null) in a
 * column. Orders count every live card, archived ones included, so the position is taken from
 * the neighbour's order rather than from what is on screen.
 */
export function orderForDrop(
  board: BoardWorkingSet,
  cardId: number,
  toColumnId: number,
  beforeCardId: number | null,
): number {
  const others = liveCardsIn(board.cards, toColumnId)
    .filter((card) => card.id !== cardId)
    .sort(byPosition);
  if (beforeCardId === null) return others.length + 1;
  const index = others.findIndex((card) => card.id === beforeCardId);
  return index === -1 ? others.length + 1 : index + 1;
}
