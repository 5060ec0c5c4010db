import type { AssigneeChanges } from '@/api/endpoints/cards';
import { sendWrite } from '@/sync/outbox/send-write';
import type { WriteServices } from '@/sync/writes/write-registry';
import { cardOf, withCard } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet, Card } from '@/api/types';
import { recordUndoable } from '@/sync/undo/undo';
import { cardChangeBatch } from '@/sync/undo/card-changes-batch';
import { refusalsTo } from '@/sync/undo/refusals';
import type { Direction, UndoStep } from '@/sync/undo/undo-step';
import { applyToIds, revertChanges } from '../properties/assignee-changes';
import { assigneesOptions, showAssignees } from '../properties/assignees-write';
import { t } from '@/lib/i18n/translate';

const ignore = () => undefined;

interface AssigneesVariables {
  boardId: number;
  cardId: number;
  assignees: AssigneeChanges;
}

/** An assignment as an undo step: the people it touched, back as the card had them. */
export function assigneesStep(before: Card, variables: AssigneesVariables): UndoStep {
  const { boardId, cardId } = variables;
  const back = revertChanges(variables.assignees, before);
  const target = (direction: Direction) => (direction === 'undo' ? back : variables.assignees);
  return {
    cardId,
    show: (board, direction) =>
      withCard(board, cardId, (card) => ({
        ...card,
        assignees_ids: applyToIds(card.assignees_ids, target(direction)),
      })),
    batch: cardChangeBatch(cardId, (direction) => (card) => ({
      ...card,
      assignees_ids: applyToIds(card.assignees_ids, target(direction)),
    })),
    showElsewhere: (queryClient, direction) =>
      showAssignees(queryClient, boardId, cardId, target(direction)),
    send: (services, direction, refused) => {
      const sent = { boardId, cardId, assignees: target(direction) };
      const options = refusalsTo(
        assigneesOptions(services.queryClient, services.api, boardId, cardId),
        refused,
      );
      sendWrite(services, options, sent).catch(ignore);
      return sent;
    },
  };
}

/** "Assigned Eli Editor to #12" / "Eli Editor unassigned from #12 again". */
function labels(board: BoardWorkingSet, card: Card, changes: AssigneeChanges) {
  const entries = Object.entries(changes);
  const names = entries
    .map(([id]) => board.members[Number(id)]?.name ?? t('undo.assign.someone', 'someone'))
    .join(', ');
  const on = entries.every(([, assigned]) => assigned);
  const number = String(card.number);
  return on
    ? {
        done: t('undo.assign.done', 'Assigned {names} to #{number}', { names, number }),
        undone: t('undo.assign.undone', '{names} unassigned from #{number}', { names, number }),
      }
    : {
        done: t('undo.unassign.done', 'Unassigned {names} from #{number}', { names, number }),
        undone: t('undo.unassign.undone', '{names} assigned to #{number} again', { names, number }),
      };
}

/** Puts an assignment just sent on the board's undo history (with its toast). */
export function recordAssignees(services: WriteServices, variables: AssigneesVariables): void {
  const board = services.queryClient.getQueryData<BoardWorkingSet>(
    boardKeys.detail(variables.boardId),
  );
  const card = board && cardOf(board, variables.cardId);
  if (!board || !card) return;
  recordUndoable(services, variables.boardId, () => ({
    ...labels(board, card, variables.assignees),
    steps: [{ step: assigneesStep(card, variables), sent: variables }],
  }));
}
