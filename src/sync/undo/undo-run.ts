import { cancelQueuedWrite, isWriteQueued } from '../queue/write-run';
import { boardWriteScope, promiseWrite } from '../queue/write-scope';
import { setEarlierWritesFlush } from '../queue/earlier-writes';
import type { WriteServices } from '../writes/write-registry';
import { cardOf } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { toast } from '@/components/toast';
import { refusalReport } from './refusal-report';
import { historyOf, recordAction, servicesForBoard, setHistory } from './undo-history';
import type { Direction, UndoAction, UndoStep } from './undo-step';
import { teammateEditSince } from './teammate-edits';
import { activeLanguage, t } from '@/lib/i18n/translate';

export interface UndoOutcome {
  ok: boolean;
  /** "Undone: moved #12 back to To do", "Can't undo: #12 was moved by Eli Editor since". */
  message: string;
}

/** An action inside a sentence: English writes it in lower case; German keeps its capitals. */
const lowerFirst = (text: string) =>
  activeLanguage() === 'en' ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** Why the action cannot be taken this way now, or null. */
function whyBlocked(
  action: UndoAction,
  direction: Direction,
  board: BoardWorkingSet | undefined,
): string | null {
  for (const { step, sent } of action.steps) {
    // Still queued: cancelled, nothing reaches the server, nobody can be overwritten.
    if (sent !== null && isQueued(sent)) continue;
    const once = sent !== null ? step.blockedOnceSent?.(direction) : null;
    if (once) return once;
    if (step.cardId === null) continue;
    const edit = teammateEditSince(step.cardId, action.at);
    if (edit) {
      const card = board && cardOf(board, step.cardId);
      const name = card ? `#${card.number}` : t('card.theCard', 'the card');
      return t('undo.changedSince', '{name} was {change} since', {
        name,
        change: lowerFirst(edit.description),
      });
    }
  }
  return null;
}

/** The sends of undos, made after the frame that shows them (in the order they were made). */
const deferred = new Map<object, () => void>();
/** Each deferred send's place among its board's pending writes (`promiseWrite`). */
const promises = new Map<object, () => void>();
let flushScheduled = false;

/** A flush hands writes to the queue for this long, then lets the page paint and goes on. */
const FLUSH_SLICE_MS = 8;

let flushing = false;

/** `all`: every one now, without letting the page paint between (a newer write waits for them). */
function flushSends(all = false): void {
  // A send builds a write, and building a write flushes (`flushEarlierWrites`): already here.
  if (flushing) return;
  flushing = true;
  try {
    sendDeferred(all);
  } finally {
    flushing = false;
  }
}

function sendDeferred(all: boolean): void {
  flushScheduled = false;
  const start = performance.now();
  for (const [handle, send] of deferred) {
    deferred.delete(handle);
    try {
      send();
    } finally {
      // Handed to the queue (its mutation is pending now): no longer only promised.
      promises.get(handle)?.();
      promises.delete(handle);
    }
    if (!all && deferred.size > 0 && performance.now() - start > FLUSH_SLICE_MS) {
      // The rest in a later task, in the same order (a Map keeps it).
      flushScheduled = true;
      setTimeout(() => {
        if (flushScheduled) flushSends();
      }, 0);
      return;
    }
  }
}

// A write made meanwhile (a drag just after an undo) joins the queue after these. Set with the
// first deferred send, not when this module loads: until then there is nothing to hand over.
const handOverDeferred = () => {
  if (deferred.size > 0) flushSends(true);
};

/**
 * Sends after the next paint: a bulk action's 200 inverse writes (each a mutation and an
 * outbox record) must not delay the frame that shows it undone. A timer too, for a tab that
 * does not paint (hidden).
 */
function sendAfterPaint(handle: object, scopeId: string, send: () => void): void {
  deferred.set(handle, send);
  promises.set(handle, promiseWrite(scopeId));
  setEarlierWritesFlush(handOverDeferred);
  if (flushScheduled) return;
  flushScheduled = true;
  const flush = () => {
    if (flushScheduled) flushSends();
  };
  // Two frames: the first may still be busy with the render the undo started.
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(flush, 0)));
  }
  setTimeout(flush, 100);
}

/** Undo writes not handed to the queue yet (tests wait for none). */
export function undoSendsPending(): boolean {
  return deferred.size > 0;
}

/** Still queued (or not even handed to the queue): can be cancelled without a request. */
const isQueued = (sent: object) => deferred.has(sent) || isWriteQueued(sent);
function cancel(sent: object): boolean {
  if (!deferred.delete(sent)) return cancelQueuedWrite(sent);
  promises.get(sent)?.();
  promises.delete(sent);
  // Nothing left to send: the flush scheduled for them is not waited for (a new send
  // schedules its own).
  if (deferred.size === 0) flushScheduled = false;
  return true;
}

/**
 * Takes an action back (or forward again): on screen at once, the whole action in one cache
 * write (an undo goes through its steps last first); then, per write, the one still queued is
 * cancelled (no request) and the one sent is followed by its inverse, through the same queue
 * and outbox, sent after the frame that shows it.
 */
function take(
  services: WriteServices,
  action: UndoAction,
  direction: Direction,
  first = false,
): string | null {
  const { queryClient } = services;
  const key = boardKeys.detail(action.boardId);
  const board = queryClient.getQueryData<BoardWorkingSet>(key);
  const blocked = whyBlocked(action, direction, board);
  if (blocked) return blocked;
  const records = direction === 'undo' ? [...action.steps].reverse() : action.steps;
  if (board) {
    let next = board;
    for (let at = 0; at < records.length;) {
      const step = records[at]?.step;
      if (!step) break;
      const kind = step.batch?.kind;
      let end = at + 1;
      while (kind && end < records.length && records[end]?.step.batch?.kind === kind) end += 1;
      next =
        kind && end - at > 1
          ? kind.showAll(
              next,
              records.slice(at, end).map((record) => record.step.batch?.item(direction)),
            )
          : step.show(next, direction);
      at = end;
    }
    // A read of the board on its way (the refetch after the last write) would land without
    // the undo and show the action again until the inverses are sent: it is cancelled, as an
    // optimistic write cancels it; the inverses' answers settle the board once they are saved.
    void queryClient.cancelQueries({ queryKey: key, exact: true });
    if (next !== board) queryClient.setQueryData(key, next);
  }
  // Many writes: their refusals are reported together, in one message naming each card.
  const report =
    first || action.steps.length > 1 ? refusalReport(services, action, direction, first) : null;
  for (const record of records) {
    record.step.showElsewhere?.(queryClient, direction);
    if (record.sent !== null && cancel(record.sent)) {
      record.sent = null;
      continue;
    }
    const { step } = record;
    const handle = {};
    record.sent = handle;
    sendAfterPaint(handle, boardWriteScope(action.boardId).id, () => {
      // The write's own variables are its handle from now on (its queue and the outbox).
      if (record.sent === handle) record.sent = step.send(services, direction, report?.(step));
    });
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
    return report({ ok: false, message: t('undo.nothing', 'Nothing to undo') }, boardId, {
      past,
      future,
    });
  }
  const rest = past.filter((a) => a !== action);
  const blocked = take(services, action, 'undo');
  if (blocked) {
    return report(
      { ok: false, message: t('undo.cannot', "Can't undo: {reason}", { reason: blocked }) },
      boardId,
      {
        past: rest,
        future,
      },
      true,
    );
  }
  const undone = { ...action, at: Date.now() };
  return report(
    { ok: true, message: t('undo.undone', 'Undone: {action}', { action: action.undone }) },
    boardId,
    {
      past: rest,
      future: [...future, undone],
    },
  );
}

/**
 * Does an action of many writes (a bulk action of the selection): on screen at once in one
 * cache write, then each write handed to the queue after the frame that shows it, exactly as
 * its redo would be; on the history as one action. Returns the action's id.
 */
export function perform(
  services: WriteServices,
  boardId: number,
  input: { done: string; undone: string; steps: readonly UndoStep[] },
): number {
  const steps = input.steps.map((step) => ({ step, sent: null }));
  const id = recordAction(services, boardId, { ...input, steps });
  const action = historyOf(boardId).past.find((candidate) => candidate.id === id);
  if (action) take(services, action, 'redo', true);
  return id;
}

/** Does again the action undone last. */
export function redo(boardId: number): UndoOutcome {
  const { past, future } = historyOf(boardId);
  const action = future.at(-1);
  const services = servicesForBoard(boardId);
  if (!action || !services) {
    return report({ ok: false, message: t('undo.nothingRedo', 'Nothing to redo') }, boardId, {
      past,
      future,
    });
  }
  const rest = future.slice(0, -1);
  const blocked = take(services, action, 'redo');
  if (blocked) {
    return report(
      { ok: false, message: t('undo.cannotRedo', "Can't redo: {reason}", { reason: blocked }) },
      boardId,
      {
        past,
        future: rest,
      },
      true,
    );
  }
  const redone = { ...action, at: Date.now() };
  return report(
    {
      ok: true,
      message: t('undo.redone', 'Redone: {action}', { action: lowerFirst(action.done) }),
    },
    boardId,
    {
      past: [...past, redone],
      future: rest,
    },
  );
}
