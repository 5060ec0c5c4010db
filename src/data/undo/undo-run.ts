import { cancelQueuedWrite, isWriteQueued } from '@/api/mutations/write-run';
import type { WriteServices } from '@/api/outbox/write-registry';
import { cardOf } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { toast } from '@/components/toast';
import { historyOf, servicesForBoard, setHistory } from './undo-history';
import type { Direction, UndoAction } from './undo-step';
import { teammateEditSince } from './teammate-edits';

export interface UndoOutcome {
  ok: boolean;
  /** "Undone: moved #12 back to To do", "Can't undo: #12 was moved by Eli Editor since". */
  message: string;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Why the action cannot be taken this way now, or null. */
function whyBlocked(
  action: UndoAction,
  direction: Direction,
  board: BoardWorkingSet | undefined,
): string | null {
  for (const { step, sent } of action.steps) {
    // Still queued: cancelled, nothing reaches the server, nobody can be overwritten.
    if (sent !== null && isWriteQueued(sent)) continue;
    const once = sent !== null ? step.blockedOnceSent?.(direction) : null;
    if (once) return once;
    if (step.cardId === null) continue;
    const edit = teammateEditSince(step.cardId, action.at);
    if (edit) {
      const card = board && cardOf(board, step.cardId);
      const name = card ? `#${card.number}` : 'the card';
      return `${name} was ${lowerFirst(edit.description)} since`;
    }
  }
  return null;
}

/**
 * Takes an action back (or forward again): on screen at once, the whole action in one cache
 * write; then, per write, the one still queued is cancelled (no request) and the one sent is
 * followed by its inverse, through the same queue and outbox.
 */
function take(services: WriteServices, action: UndoAction, direction: Direction): string | null {
  const { queryClient } = services;
  const key = boardKeys.detail(action.boardId);
  const board = queryClient.getQueryData<BoardWorkingSet>(key);
  const blocked = whyBlocked(action, direction, board);
  if (blocked) return blocked;
  if (board) {
    let next = board;
    for (const { step } of action.steps) next = step.show(next, direction);
    if (next !== board) queryClient.setQueryData(key, next);
  }
  for (const record of action.steps) {
    if (record.sent !== null && cancelQueuedWrite(record.sent)) record.sent = null;
    else record.sent = record.step.send(services, direction);
    record.step.showElsewhere?.(queryClient, direction);
  }
  return null;
}

function report(
  outcome: UndoOutcome,
  boardId: number,
  history: ReturnType<typeof historyOf>,
  blocked = false,
): UndoOutcome {
  setHistory(boardId, history, outcome.message);
  // Refused: said in a toast too, as a failed save is; done or nothing to do: the live region.
  if (blocked) toast.error(outcome.message);
  return outcome;
}

/**
 * Undoes the board's last action, or the one with `actionId` (its toast's Undo) wherever it is
 * in the history. An action that can no longer be undone (someone else changed its card since,
 * a delete already sent) is said so and dropped from the history.
 */
export function undo(boardId: number, actionId?: number): UndoOutcome {
  const { past, future } = historyOf(boardId);
  const action = actionId === undefined ? past.at(-1) : past.find((a) => a.id === actionId);
  const services = servicesForBoard(boardId);
  if (!action || !services) {
    return report({ ok: false, message: 'Nothing to undo' }, boardId, { past, future });
  }
  const rest = past.filter((a) => a !== action);
  const blocked = take(services, action, 'undo');
  if (blocked) {
    return report(
      { ok: false, message: `Can't undo: ${blocked}` },
      boardId,
      {
        past: rest,
        future,
      },
      true,
    );
  }
  const undone = { ...action, at: Date.now() };
  return report({ ok: true, message: `Undone: ${action.undone}` }, boardId, {
    past: rest,
    future: [...future, undone],
  });
}

/** Does again the action undone last. */
export function redo(boardId: number): UndoOutcome {
  const { past, future } = historyOf(boardId);
  const action = future.at(-1);
  const services = servicesForBoard(boardId);
  if (!action || !services) {
    return report({ ok: false, message: 'Nothing to redo' }, boardId, { past, future });
  }
  const rest = future.slice(0, -1);
  const blocked = take(services, action, 'redo');
  if (blocked) {
    return report(
      { ok: false, message: `Can't redo: ${blocked}` },
      boardId,
      {
        past,
        future: rest,
      },
      true,
    );
  }
  const redone = { ...action, at: Date.now() };
  return report({ ok: true, message: `Redone: ${lowerFirst(action.done)}` }, boardId, {
    past: [...past, redone],
    future: rest,
  });
}
