import { sendWrite } from '../outbox/send-write';
import { sendsShownChange } from '../optimistic/shown-writes';
import { boardIndex, cardOf } from '@/api/queries/board-index';
import type { BoardWorkingSet, Card } from '@/api/types';
import { applyCardMove, moveCardWrite, type CardMove } from '../writes/move-card.write';
import { applyCardMoves } from './apply-card-moves';
import type { ActionInput } from './undo-history';
import { refusalsTo } from './refusals';
import type { StepBatch, UndoStep } from './undo-step';
import { t, tn } from '@/lib/i18n/translate';

/** Many moves of an action shown in one board update. */
const MOVES: StepBatch = {
  showAll: (board, moves) => applyCardMoves(board, moves as CardMove[]),
};

const ignore = () => undefined;

/**
 * A card's move as an undo step: back to the column and position it had on `before` (the
 * board just before the move), forward to where the move put it.
 */
export function moveStep(boardId: number, before: BoardWorkingSet, move: CardMove): UndoStep {
  return moveStepOf(boardId, cardOf(before, move.cardId), move);
}

/** The same from the card as it was just before the move (undefined: not on the board). */
export function moveStepOf(boardId: number, card: Card | undefined, move: CardMove): UndoStep {
  const back: CardMove = card
    ? { cardId: card.id, toColumnId: card.column_id, order: card.order }
    : move;
  const target = (direction: 'undo' | 'redo') => (direction === 'undo' ? back : move);
  return {
    cardId: move.cardId,
    show: (board, direction) => applyCardMove(board, target(direction)),
    batch: { kind: MOVES, item: target },
    send: (services, direction, refused) => {
      // A new object per write: it is the handle that can cancel this write while queued.
      const variables = sendsShownChange({ ...target(direction) });
      const options = refusalsTo(moveCardWrite(services, { boardId }), refused);
      sendWrite(services, options, variables).catch(ignore);
      return variables;
    },
  };
}

/**
 * Whether a move takes a card with open blockers (CONTRACT 4d) into the board's last column.
 * It is never stopped: its toast says so, with Undo beside it.
 */
function blockedIntoLast(before: BoardWorkingSet, card: Card, toColumnId: number): number {
  const blockers = card.relations?.blocked_by_open ?? 0;
  if (blockers === 0 || card.column_id === toColumnId) return 0;
  const columns = boardIndex(before).columns.filter(
    (column) => column.deleted_at === null && column.archived_at === null,
  );
  return columns.at(-1)?.id === toColumnId ? blockers : 0;
}

/** "Moved #12 to Doing" and "moved #12 back to To do". */
export function moveLabels(before: BoardWorkingSet, move: CardMove): Omit<ActionInput, 'steps'> {
  const card = cardOf(before, move.cardId);
  const name = card ? `#${card.number}` : t('card.theCard', 'the card');
  const to =
    before.columns[move.toColumnId]?.name ?? t('undo.move.anotherColumn', 'another column');
  const from =
    (card && before.columns[card.column_id]?.name) ?? t('undo.move.itsColumn', 'its column');
  return card && card.column_id === move.toColumnId
    ? {
        done: t('undo.move.within', 'Moved {name} within {to}', { name, to }),
        undone: t('undo.move.withinBack', 'moved {name} back to its place in {from}', {
          name,
          from,
        }),
      }
    : card && blockedIntoLast(before, card, move.toColumnId) > 0
      ? {
          done: tn(
            'undo.move.toBlocked',
            blockedIntoLast(before, card, move.toColumnId),
            {
              one: 'Moved {name} to {to}, though {count} open card still blocks it',
              other: 'Moved {name} to {to}, though {count} open cards still block it',
            },
            { name, to },
          ),
          undone: t('undo.move.back', 'moved {name} back to {from}', { name, from }),
        }
      : {
          done: t('undo.move.to', 'Moved {name} to {to}', { name, to }),
          undone: t('undo.move.back', 'moved {name} back to {from}', { name, from }),
        };
}

/** The action of one move, from the board just before it (null: the card is not on it). */
export function moveAction(
  boardId: number,
  before: BoardWorkingSet,
  move: CardMove,
): ActionInput | null {
  if (!cardOf(before, move.cardId)) return null;
  return {
    ...moveLabels(before, move),
    steps: [{ step: moveStep(boardId, before, move), sent: move }],
  };
}
