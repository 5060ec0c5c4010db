import type { UpdateChecklistItemVariables } from '@/sync/writes/checklists.write';
import { sendWrite } from '@/sync/outbox/send-write';
import type { WriteServices } from '@/sync/writes/write-registry';
import { cardOf } from '@/api/queries/board-index';
import { boardKeys, cardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet, CardDetail } from '@/api/types';
import { recordUndoable } from '@/sync/undo/undo';
import { refusalsTo } from '@/sync/undo/refusals';
import type { Direction, UndoStep } from '@/sync/undo/undo-step';
import { tickItem } from '../checklists/checklist-progress';
import { tickItemWrite } from '../checklists/tick-item.write';
import { t } from '@/lib/i18n/translate';

const ignore = () => undefined;

/** A tick as an undo step: the item unticked again (or ticked again), nothing else. */
export function tickStep(variables: UpdateChecklistItemVariables, wasDone: boolean): UndoStep {
  const { boardId, cardId, checklistId, itemId } = variables;
  const done = (direction: Direction) =>
    direction === 'undo' ? wasDone : variables.changes.is_completed === true;
  return {
    cardId,
    show: (board) => board,
    showElsewhere: (queryClient, direction) =>
      queryClient.setQueryData<CardDetail>(
        cardKeys.detail(boardId, cardId),
        (detail) => detail && tickItem(detail, checklistId, itemId, done(direction)),
      ),
    send: (services, direction, refused) => {
      const sent = {
        boardId,
        cardId,
        checklistId,
        itemId,
        changes: { is_completed: done(direction) },
      };
      const options = refusalsTo(tickItemWrite(services, { boardId, cardId }), refused);
      sendWrite(services, options, sent).catch(ignore);
      return sent;
    },
  };
}

/** Puts a tick just made on the board's undo history (with its toast). */
export function recordTick(services: WriteServices, variables: UpdateChecklistItemVariables) {
  const { boardId, cardId, checklistId, itemId } = variables;
  const { queryClient } = services;
  const detail = queryClient.getQueryData<CardDetail>(cardKeys.detail(boardId, cardId));
  const item = detail?.checklists
    .find((checklist) => checklist.id === checklistId)
    ?.items.find((candidate) => candidate.id === itemId);
  if (!item || variables.changes.is_completed === undefined) return;
  const board = queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
  const number = (board && cardOf(board, cardId)?.number) ?? detail?.number;
  const params = { item: item.title, number: String(number ?? cardId) };
  const ticked = variables.changes.is_completed;
  recordUndoable(services, boardId, () => ({
    done: ticked
      ? t('undo.tick.ticked', 'Ticked "{item}" on #{number}', params)
      : t('undo.tick.unticked', 'Unticked "{item}" on #{number}', params),
    undone: ticked
      ? t('undo.tick.tickedUndone', '"{item}" on #{number} unticked', params)
      : t('undo.tick.untickedUndone', '"{item}" on #{number} ticked again', params),
    steps: [{ step: tickStep(variables, item.is_completed), sent: variables }],
  }));
}
