import type { WriteServices } from '../writes/write-registry';
import { lazyModule } from '@/lib/lazy-module';
import type { ActionInput } from './undo-history';
import type * as UndoCoreModule from './undo-core';

/**
 * The undo history's door on the first load: every undoable write records through here, and
 * the history, its runner and the steps' labels load with the first action (or when the
 * browser is idle after the first paint). Actions recorded while it loads keep their order
 * (they wait on the same load).
 */
const core = lazyModule(() => import('./undo-core'));
export type UndoCore = typeof UndoCoreModule;

export const preloadUndo = core.preload;

/** Records wait on each other, so actions stay in the order they were made. */
let recording: Promise<unknown> = Promise.resolve();

/**
 * Records one user action on its board's history (this tab) and offers Undo in a toast.
 * `make` builds the action from what was captured when the write was made (the board before
 * it), once the history is loaded; it may load its kind's step module first. Null records
 * nothing. With `saved`, the toast waits for it and shows only if true (a field change: its
 * Undo is offered once it is saved, not when it met a teammate's change); the action is on the
 * history at once either way.
 */
export function recordUndoable(
  services: WriteServices,
  boardId: number,
  make: (core: UndoCore) => ActionInput | null | Promise<ActionInput | null>,
  saved?: Promise<boolean>,
): void {
  recording = recording
    .then(() => core.preload())
    .then(async (loaded) => {
      const input = await make(loaded);
      if (input) loaded.recordAndOffer(services, boardId, input, saved);
    })
    .catch((error: unknown) => console.error('Could not record the change for undo', error));
}

export function undoOnBoard(boardId: number, actionId?: number) {
  return core.preload().then((loaded) => loaded.undo(boardId, actionId));
}

export function redoOnBoard(boardId: number) {
  return core.preload().then((loaded) => loaded.redo(boardId));
}
