import type { WriteServices } from '@/api/outbox/write-registry';
import { toast } from '@/components/toast';
import { recordAction, type ActionInput } from './undo-history';
import { watchTeammateEdits } from './teammate-edits';
import { undo } from './undo-run';
import { t } from '@/lib/i18n/translate';

export { moveAction } from './move-step';
export { recordAction, useUndoStore } from './undo-history';
export { redo, undo } from './undo-run';

watchTeammateEdits();

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
    });
  });
  return id;
}
