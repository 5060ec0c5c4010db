import { boardIndex, cardsIn, withCards } from '@/api/queries/board-index';
import type { BoardWorkingSet, Card } from '@/api/types';
import { planMove } from '@/domain/ordering';
import type { CardMove } from '../writes/move-card.write';

/**
 * Moves played one after another on a board without updating it each time: the cards and the
 * columns' lists as the moves so far left them, then the board once (`result`). What
 * `applyCardMove` one after the other would leave (a property test holds them equal).
 */
export function cardMovesOn(board: BoardWorkingSet) {
  const index = boardIndex(board);
  const changed = new Map<number, Card>();
  const cardNow = (id: number) => changed.get(id) ?? index.cardsById.get(id);
  const lists = new Map<number, Card[]>();
  const listOf = (columnId: number): Card[] => {
    let list = lists.get(columnId);
    if (!list) {
      list = cardsIn(board, columnId);
      lists.set(columnId, list);
    }
    return list;
  };
  return {
    /** The card as the moves so far left it. */
    card: cardNow,
    /** A column's live cards in position order, as the moves so far left them. */
    list: listOf,
    /** Plays one move; false when it changes nothing (the card is where it would go). */
    move(move: CardMove): boolean {
      const card = cardNow(move.cardId);
      if (!card) return false;
      const source = listOf(card.column_id);
      const target = move.toColumnId === card.column_id ? source : listOf(move.toColumnId);
      const { orders } = planMove(source, target, card.id, move.order);
      let any = false;
      for (const [id, order] of orders) {
        const moved = cardNow(id);
        const columnId = id === card.id ? move.toColumnId : moved?.column_id;
        if (!moved || columnId === undefined) continue;
        if (order === moved.order && columnId === moved.column_id) continue;
        changed.set(id, { ...moved, column_id: columnId, order });
        any = true;
      }
      const fresh = (list: Card[]) => list.map((item) => cardNow(item.id) ?? item);
      if (source !== target) {
        lists.set(card.column_id, fresh(source.filter((item) => item.id !== card.id)));
        lists.set(move.toColumnId, fresh([...target, card]));
      } else {
        lists.set(card.column_id, fresh(source));
      }
      return any;
    },
    /** The board after the moves, in one update. */
    result: () => withCards(board, [...changed.values()]),
  };
}

/**
 * The board after several moves in a row, as `applyCardMove` one after the other would leave it,
 * in one board update: a bulk move and its undo write the cache once, not once per card.
 */
export function applyCardMoves(
  board: BoardWorkingSet,
  moves: readonly CardMove[],
): BoardWorkingSet {
  const played = cardMovesOn(board);
  for (const move of moves) played.move(move);
  return played.result();
}
