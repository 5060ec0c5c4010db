import type { WriteServices } from '@/sync/writes/write-registry';
import { sendWrite } from '@/sync/outbox/send-write';
import type { Column } from '@/api/types';
import type { ActionInput } from '@/sync/undo/undo-history';
import { refusalsTo } from '@/sync/undo/refusals';
import type { Direction, UndoStep } from '@/sync/undo/undo-step';
import { patchColumn } from './patch-column';
import { patchColumnWrite } from './use-patch-column.write';
import { t } from '@/lib/i18n/translate';

/** Archiving (or unarchiving) a column as an undo step: the other way round, and again. */
function archiveStep(boardId: number, columnId: number, archived: boolean): UndoStep {
  const wanted = (direction: Direction) => (direction === 'undo' ? !archived : archived);
  return {
    cardId: null,
    show: (board, direction) =>
      patchColumn(board, columnId, { archived: wanted(direction) }, new Date()),
    send: (services: WriteServices, direction, refused) => {
      const sent = { boardId, columnId, changes: { archived: wanted(direction) } };
      const options = refusalsTo(patchColumnWrite(services, { boardId }), refused);
      sendWrite(services, options, sent).catch(() => undefined);
      return sent;
    },
  };
}

/** The action of archiving `column` (or unarchiving it), whose write is `sent`. */
export function archiveAction(
  boardId: number,
  column: Column,
  archived: boolean,
  sent: object,
): ActionInput {
  return {
    done: archived
      ? t('undo.column.archived', 'Archived {name}', { name: column.name })
      : t('undo.column.unarchived', 'Unarchived {name}', { name: column.name }),
    undone: archived
      ? t('undo.column.archivedUndone', '{name} unarchived', { name: column.name })
      : t('undo.column.unarchivedUndone', '{name} archived again', { name: column.name }),
    steps: [{ step: archiveStep(boardId, column.id, archived), sent }],
  };
}
