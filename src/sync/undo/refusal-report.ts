import { isCardConflict } from '@/api/conflicts/update-card-merging';
import { isApiError } from '@/api/http/errors';
import type { WriteServices } from '../writes/write-registry';
import { cardOf } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { toast } from '@/components/toast';
import { t } from '@/lib/i18n/translate';
import type { Refused } from './refusals';
import type { Direction, UndoAction, UndoStep } from './undo-step';

/** How many refused cards a message names before "and 3 more". */
const NAMED = 5;

/** Why the server did not take a write, for a person. */
export function refusalReason(error: Error): string {
  if (isCardConflict(error)) return t('refused.changedSince', 'changed by someone else since');
  return isApiError(error) ? error.message : t('error.noAnswer', 'the server did not answer');
}

const opposite = (direction: Direction): Direction => (direction === 'undo' ? 'redo' : 'undo');

/** "#4 (reason), #9 (reason) and 3 more". */
function list(refused: readonly string[]): string {
  const named = refused.slice(0, NAMED).join(', ');
  return refused.length > NAMED
    ? t('refused.andMore', '{named} and {count} more', { named, count: refused.length - NAMED })
    : named;
}

/**
 * The refusals of an action of many writes, reported together: each refused card goes back
 * to what the server has for it (its step taken the other way on screen), and one message,
 * updated as refusals come in, names every card not changed and why ("Tagged 20 cards: 2 not
 * saved: #4 (You cannot edit this board), #9 (…)"). The rest of the action stands.
 */
export function refusalReport(
  services: WriteServices,
  action: UndoAction,
  direction: Direction,
  first: boolean,
): (step: UndoStep) => Refused {
  const refused: string[] = [];
  const title = first
    ? action.done
    : direction === 'undo'
      ? t('refused.undoOf', 'Undo of "{action}"', { action: action.done })
      : t('refused.redoOf', 'Redo of "{action}"', { action: action.done });
  const key = boardKeys.detail(action.boardId);
  const id = `refused-${action.id}-${first ? 'do' : direction}`;
  return (step) => (error) => {
    const { queryClient } = services;
    const shown = queryClient.getQueryData<BoardWorkingSet>(key);
    const board = shown && step.show(shown, opposite(direction));
    if (board) queryClient.setQueryData(key, board);
    const card = board && step.cardId !== null ? cardOf(board, step.cardId) : undefined;
    step.showElsewhere?.(queryClient, opposite(direction));
    refused.push(
      t('refused.card', '{card} ({reason})', {
        card: card ? `#${card.number}` : t('refused.aCard', 'a card'),
        reason: refusalReason(error),
      }),
    );
    const message = t('refused.message', '{action}: {count} of {total} not saved: {cards}', {
      action: title,
      count: refused.length,
      total: action.steps.length,
      cards: list(refused),
    });
    toast.error(message, { id });
  };
}
