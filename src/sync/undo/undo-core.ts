import type { WriteServices } from '../writes/write-registry';
import { toast } from '@/components/toast';
import { recordAction, type ActionInput } from './undo-history';
import { perform, undo } from './undo-run';

/**
 * An Undo offer stays 10 s (sonner's default is 4 s): long enough to notice the slip, read the
 * toast and reach the button, on a busy machine too.
 */
const OFFER_MS = 10_000;
import type { UndoStep } from './undo-step';
import { t } from '@/lib/i18n/translate';

export { moveAction } from './move-step';
export { recordAction, useUndoStore } from './undo-history';
export { redo, undo } from './undo-run';
export { moveStep } from './move-step';
export { laneMoveAction } from './lane-move-step';

/**
 * Records the action and says what it did in a toast with Undo (that action, even later), once
 * `saved` says so.
 */
export function recordAndOffer(
  services: WriteServices,
  boardId: number,
  input: ActionInput,
  saved: Promise<boolean> = Promise.resolve(true),
) {
  const id = recordAction(services, boardId, input);
  void saved.then((offer) => {
    if (!offer) return;
    toast.success(input.done, {
      action: { label: t('undo.action', 'Undo'), onClick: () => undo(boardId, id) },
      duration: OFFER_MS,
    });
  });
  return id;
}

/** Does an action of many writes as one (`perform`), with its toast and Undo at once. */
export function performAndOffer(
  services: WriteServices,
  boardId: number,
  input: { done: string; undone: string; steps: readonly UndoStep[] },
): number {
  const id = perform(services, boardId, input);
  toast.success(input.done, {
    action: { label: t('undo.action', 'Undo'), onClick: () => undo(boardId, id) },
    duration: OFFER_MS,
  });
  return id;
}
