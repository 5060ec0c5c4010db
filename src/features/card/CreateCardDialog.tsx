import type { BoardWorkingSet } from '@/api/types';
import { Dialog } from '@/components/Dialog';
import { CreateCardForm } from './CreateCardForm';
import { useCloseCreateCard, useCreateCardColumn } from './create-card-store';

interface CreateCardDialogProps {
  boardId: number;
  board: BoardWorkingSet;
}

/** "New card": opened from a column's menu for that column. */
export function CreateCardDialog({ boardId, board }: CreateCardDialogProps) {
  const columnId = useCreateCardColumn();
  const close = useCloseCreateCard();
  return (
    <Dialog
      open={columnId !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="New card"
    >
      {columnId !== null ? (
        <CreateCardForm boardId={boardId} board={board} initialColumnId={columnId} onDone={close} />
      ) : null}
    </Dialog>
  );
}
