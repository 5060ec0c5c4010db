import { useMutation } from '@tanstack/react-query';
import type { CreateCardInput } from '@/api/endpoints/cards';
import { boardIndex, cardOf, withCards } from '@/api/queries/board-index';
import { boardKeys, cardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet, Card } from '@/api/types';
import { planInsert } from '@/domain/ordering';
import { showInEntry } from '../queue/scope-settling';
import { boardWriteScope } from '../queue/write-scope';
import type { AnsweredCards } from './answered-cards';
import { useCreateCard } from './cards.write';
import { withAnswer } from './move-card.write';
import { useWriteServices } from './use-write-services';
import type { WriteServices } from './write-registry';

export interface CreateCardVariables {
  boardId: number;
  input: CreateCardInput;
}

/**
 * The board with a card the server made (issue 44, "writes settle from their answers"): the
 * answer at its place, and, when it was put at an order, the column's other cards shifted as
 * the server shifts them (`planInsert`, the same rule the mock runs), so the board is not read
 * again for a new card.
 */
export function withCreatedCard(
  board: BoardWorkingSet,
  created: Card,
  requestedOrder: number | null | undefined,
): BoardWorkingSet {
  if (cardOf(board, created.id)) return withAnswer(board, created, true);
  if (requestedOrder == null) return withCards(board, [created]);
  const siblings = (boardIndex(board).cardIdsByColumn.get(created.column_id) ?? []).flatMap(
    (id) => cardOf(board, id) ?? [],
  );
  const { shifted } = planInsert(siblings, created.order);
  const moved = siblings.flatMap((card) => {
    const order = shifted.get(card.id);
    return order === undefined ? [] : [{ ...card, order }];
  });
  return withCards(board, [...moved, created]);
}

/**
 * `useCreateCard`'s options for a card made on a board: in its write queue, settled from the
 * answer, with the board's searches and the cards named across boards read again. The board's
 * copy keeps the answer when nothing else moved (no order asked: the card goes last).
 */
export function createCardOptions({ queryClient, api }: WriteServices, boardId: number) {
  return useCreateCard.options(api, {
    meta: {
      handlesOwnErrors: true,
      answeredCards: ((saved, variables) =>
        (variables as CreateCardVariables).input.order == null
          ? [saved as Card]
          : null) satisfies AnsweredCards,
    },
    scope: boardWriteScope(boardId),
    answer: {
      show: (saved, variables) =>
        showInEntry<BoardWorkingSet>(queryClient, boardKeys.detail(boardId), (board) =>
          withCreatedCard(board, saved, variables.input.order),
        ),
      invalidates: () => [boardKeys.searches(boardId), cardKeys.all],
    },
  });
}

/** Makes a card on `boardId`; the promise settles once the card is on the board. */
export function useCreateCardOnBoard(boardId: number) {
  return useMutation(createCardOptions(useWriteServices(), boardId));
}
