import { boardIndex, cardsIn, withCards } from '@/api/queries/board-index';
import type { BoardWorkingSet, Card } from '@/api/types';
import { planMove } from '@/domain/ordering';
import type { CardMove } from '../move-card';

/**
 * The board after several moves in a row, as `applyCardMove` one after the other would leave it
 * (a property test holds them equal), in one board update: a bulk move and its undo write the
 * cache once, not once per card.
 */
export function applyCardMoves(
  board: BoardWorkingSet,
  moves: readonly CardMove[],
): BoardWorkingSet {
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
  for (const move of moves) {
    const card = cardNow(move.cardId);
    if (!card) continue;
    const source = listOf(card.column_id);
    const target = move.toColumnId === card.column_id ? source : listOf(move.toColumnId);
    const { orders } = planMove(source, target, card.id, move.order);
    for (const [id, order] of orders) {
      const moved = cardNow(id);
      const columnId = id === card.id ? move.toColumnId : moved?.column_id;
      if (!moved || columnId === undefined) continue;
      if (order === moved.order && columnId === moved.column_id) continue;
      changed.set(id, { ...moved, column_id: columnId, order });
    }
    const fresh = (list: Card[]) => list.map((item) => cardNow(item.id) ?? item);
    if (source !== target) {
      lists.set(card.column_id, fresh(source.filter((item) => item.id !== card.id)));
      lists.set(move.toColumnId, fresh([...target, card]));
    } else {
      lists.set(card.column_id, fresh(source));
    }
  }
  return withCards(board, [...changed.values()]);
}
