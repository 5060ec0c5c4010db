import type { QueryClient } from '@tanstack/react-query';
import { updateCard } from '@/api/extensions/cards';
import type { ApiClient } from '@/api/http/client';
import { registerWrite } from './write-registry';
import { cardOf, cardsIn, withCards } from '@/api/queries/board-index';
import type { BoardWorkingSet, Card } from '@/api/types';
import { planMove } from '@/domain/ordering';
import { optimisticBoardMutationOptions } from '../optimistic/optimistic-board-mutation';
import { t } from '@/lib/i18n/translate';

export interface CardMove {
  cardId: number;
  toColumnId: number;
  /** 1-based position in the target column once the card is taken out (the API's `order`). */
  order: number;
}

/**
 * The board after a move, as the server computes it (the same `planMove` rule), so the
 * optimistic result matches the saved one: an update of the cards whose place changed.
 */
export function applyCardMove(board: BoardWorkingSet, move: CardMove): BoardWorkingSet {
  const card = cardOf(board, move.cardId);
  if (!card) return board;
  const source = cardsIn(board, card.column_id);
  const target = move.toColumnId === card.column_id ? source : cardsIn(board, move.toColumnId);
  const { orders } = planMove(source, target, card.id, move.order);
  const changed: Card[] = [];
  for (const [id, order] of orders) {
    const moved: Card | undefined = id === card.id ? card : cardOf(board, id);
    if (!moved || (order === moved.order && moved.column_id === move.toColumnId)) continue;
    changed.push({
      ...moved,
      column_id: moved === card ? move.toColumnId : moved.column_id,
      order,
    });
  }
  return withCards(board, changed);
}

/**
 * The board with fresh copies of cards (a write's answer, a card read again). A card that moved
 * is first moved with the server's own rule (`applyCardMove`), so the neighbours it pushed along
 * take the orders the server gave them without a read of each.
 */
export function withFreshCards(board: BoardWorkingSet, fresh: readonly Card[]): BoardWorkingSet {
  let next = board;
  for (const card of fresh) {
    const held = cardOf(next, card.id);
    if (held && (held.column_id !== card.column_id || held.order !== card.order)) {
      next = applyCardMove(next, {
        cardId: card.id,
        toColumnId: card.column_id,
        order: card.order,
      });
    }
  }
  return withCards(next, fresh);
}

/**
 * The board with a saved write's answered card: its place too when `last` (the answer of the
 * queue's last write), else its fields at the place the board shows (`ShowAnswer`).
 */
export function withAnswer(board: BoardWorkingSet, saved: Card, last: boolean): BoardWorkingSet {
  if (last) return withFreshCards(board, [saved]);
  const held = cardOf(board, saved.id);
  return held
    ? withCards(board, [{ ...saved, column_id: held.column_id, order: held.order }])
    : board;
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
  const others = cardsIn(board, toColumnId).filter((card) => card.id !== cardId);
  if (beforeCardId === null) return others.length + 1;
  const index = others.findIndex((card) => card.id === beforeCardId);
  return index === -1 ? others.length + 1 : index + 1;
}

/** The registered write (kept in the outbox until saved, sent again after a reload). */
export const moveCardWrite = registerWrite(
  'move-card',
  ({ queryClient, api }, { boardId }: { boardId: number }) =>
    moveCardOptions(queryClient, api, boardId),
);

/** `useMoveCard`'s options, without React (the model-based test drives them directly). */
export function moveCardOptions(queryClient: QueryClient, client: ApiClient, boardId: number) {
  return optimisticBoardMutationOptions(queryClient, {
    boardId,
    kind: 'move-card',
    mutationFn: (move: CardMove) =>
      updateCard(client, boardId, move.cardId, { column_id: move.toColumnId, order: move.order }),
    apply: applyCardMove,
    settle: (board, saved, _move, last) => withAnswer(board, saved, last),
    answeredCards: (saved) => [saved],
    // Back to the column and position it had, leaving later moves of other cards in place.
    revert: (board, before, move) => {
      const card = cardOf(before, move.cardId);
      return card
        ? applyCardMove(board, { cardId: card.id, toColumnId: card.column_id, order: card.order })
        : before;
    },
    describe: (board, move) => {
      const card = board && cardOf(board, move.cardId);
      return card
        ? t('move.cardFailed', 'Could not move #{number} {title}', {
            number: String(card.number),
            title: card.title,
          })
        : t('move.someCardFailed', 'Could not move the card');
    },
  });
}
