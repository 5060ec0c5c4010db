import type { QueryClient } from '@tanstack/react-query';
import type { WriteServices } from '../writes/write-registry';
import type { BoardWorkingSet } from '@/api/types';
import type { Refused } from './refusals';

/** Which way a step is being taken: back to before the action, or forward again. */
export type Direction = 'undo' | 'redo';

/**
 * One write of a user action, with its inverse computed from the board before it. Each write
 * kind builds its own (`move-card-step.ts`, the card panel's steps): the history only asks it
 * to show itself and to send itself, one way or the other.
 */
export interface UndoStep {
  /** The card it changes, for "someone else changed #12 since" (null: none). */
  cardId: number | null;
  /**
   * The board with this step undone or redone, without a request. Pure: an action of many
   * steps is folded over one board and put in the cache once.
   */
  show: (board: BoardWorkingSet, direction: Direction) => BoardWorkingSet;
  /** The same on caches other than the board (an open card's checklist). */
  showElsewhere?: (queryClient: QueryClient, direction: Direction) => void;
  /**
   * Sends the write that makes it so on the server, through the board's queue and the outbox,
   * and returns its variables: the handle to cancel it while it is still queued. With
   * `refused`, a refusal is told to it (an action of many cards reports them together) instead
   * of the write's own message.
   */
  send: (services: WriteServices, direction: Direction, refused?: Refused) => object;
  /**
   * Steps of one kind that show many at once for the price of one (a bulk move): consecutive
   * steps with the same `batch.kind` are shown by one `showAll` instead of one `show` each.
   */
  batch?: { kind: StepBatch; item: (direction: Direction) => unknown };
  /** Why it cannot be taken this way once its last write was sent (a delete), or null. */
  blockedOnceSent?: (direction: Direction) => string | null;
}

export interface StepBatch {
  showAll: (board: BoardWorkingSet, items: unknown[]) => BoardWorkingSet;
}

/** A step and the variables of the last write sent for it (null: none pending or saved). */
export interface StepRecord {
  step: UndoStep;
  sent: object | null;
}

/** One user action: one undo, however many writes (a bulk action of 200 cards is one). */
export interface UndoAction {
  id: number;
  boardId: number;
  /** What it did, for its toast: "Moved #12 to Doing". */
  done: string;
  /** What undoing it does, after "Undone:": "moved #12 back to To do". */
  undone: string;
  steps: StepRecord[];
  /** When it was done or last redone (ms): a teammate's change after it blocks the undo. */
  at: number;
}
