import type { WriteServices } from '@/api/outbox/write-registry';
import { sendWrite } from '@/api/outbox/send-write';
import type { Column } from '@/api/types';
import type { ActionInput } from '@/data/undo/undo-history';
import { refusalsTo } from '@/data/undo/refusals';
import type { Direction, UndoStep } from '@/data/undo/undo-step';
import { patchColumn } from './patch-column';
import { patchColumnWrite } from './use-patch-column';

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
    done: archived ? `Archived ${column.name}` : `Unarchived ${column.name}`,
    undone: archived ? `${column.name} unarchived` : `${column.name} archived again`,
    steps: [{ step: archiveStep(boardId, column.id, archived), sent }],
  };
}
