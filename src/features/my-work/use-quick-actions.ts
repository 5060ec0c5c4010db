import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { sendWrite } from '@/sync/outbox/send-write';
import { cardOf } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardWorkingSet } from '@/api/types';
import { moveCardWrite, orderForDrop } from '@/sync/writes/move-card.write';
import { recordUndoable } from '@/sync/undo/undo';
import { recordPatch, cardChange, patchCardWrite, tickItemWrite } from '@/features/card';
import type { UpdateCardInput } from '@/api/extensions/cards';
import { isWriteCancelled } from '@/sync/queue/write-run';
import type { MyChecklistItem } from '@/api/extensions/my-checklist-items';
import { t } from '@/lib/i18n/translate';
import { myTickStep, showTick, tickVariables } from './item-tick';

export interface QuickActions {
  complete: (boardId: number, cardId: number) => void;
  /** To the end of another column of the card's board. */
  move: (boardId: number, cardId: number, toColumnId: number) => void;
  setDue: (boardId: number, cardId: number, due: string | null) => void;
  /** Ticks a checklist item of mine: it leaves the page at once; Undo brings it back. */
  tick: (item: MyChecklistItem, cardNumber: number) => void;
}

const saved = (write: Promise<unknown>) =>
  write.then(
    () => true,
    () => false,
  );

/**
 * The board's own writes, on the board's cached copy (which My work shows): the card panel's
 * field change (optimistic, in the board's write queue, kept in the outbox, a refusal put back
 * and said) and the board's move; each is an action of that board's undo history, offered in
 * the toast ("Completed #12 · Undo").
 */
export function useQuickActions(): QuickActions {
  // One object for the session, so the actions (a prop of every row) stay the same object.
  const queryClient = useQueryClient();
  const api = useApiClient();
  const services = useMemo(() => ({ queryClient, api }), [queryClient, api]);
  const patch = useCallback(
    (boardId: number, cardId: number, changes: UpdateCardInput) => {
      const variables = cardChange(services.queryClient, boardId, cardId, changes);
      const write = sendWrite(services, patchCardWrite(services, { boardId, cardId }), variables);
      recordPatch(services, variables, saved(write));
    },
    [services],
  );
  return useMemo(
    () => ({
      complete: (boardId, cardId) => patch(boardId, cardId, { completed: true }),
      setDue: (boardId, cardId, due) => patch(boardId, cardId, { due_date: due }),
      move: (boardId, cardId, toColumnId) => {
        const before = services.queryClient.getQueryData<BoardWorkingSet>(
          boardKeys.detail(boardId),
        );
        if (!before || !cardOf(before, cardId)) return;
        const move = { cardId, toColumnId, order: orderForDrop(before, cardId, toColumnId, null) };
        sendWrite(services, moveCardWrite(services, { boardId }), move).catch(() => undefined);
        recordUndoable(services, boardId, (undo) => undo.moveAction(boardId, before, move));
      },
      tick: (item, cardNumber) => {
        const variables = tickVariables(item, true);
        if (!variables) return;
        const { boardId, cardId } = variables;
        showTick(services.queryClient, item, true);
        sendWrite(services, tickItemWrite(services, { boardId, cardId }), variables).catch(
          (error: unknown) => {
            // Refused: the card panel's write said why; the item comes back here too.
            if (!isWriteCancelled(error)) showTick(services.queryClient, item, false);
          },
        );
        const params = { item: item.title, number: String(cardNumber) };
        recordUndoable(services, boardId, () => ({
          done: t('myWork.tick.done', 'Ticked "{item}" on #{number}', params),
          undone: t('myWork.tick.undone', '"{item}" on #{number} unticked', params),
          steps: [{ step: myTickStep(item, variables), sent: variables }],
        }));
      },
    }),
    [patch, services],
  );
}
