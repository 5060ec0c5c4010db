import type { BoardWorkingSet } from '@/api/types';
import { Dialog } from '@/components/Dialog';
import { CreateCardForm } from './CreateCardForm';
import { t } from '@/lib/i18n/translate';

interface CreateCardDialogProps {
  boardId: number;
  board: BoardWorkingSet;
  /** The column it is open for; null while closed. */
  columnId: number | null;
  onClose: () => void;
}

/** "New card": opened from a column's menu for that column. */
export function CreateCardDialog({ boardId, board, columnId, onClose }: CreateCardDialogProps) {
  return (
    <Dialog
      open={columnId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('card.create.title', 'New card')}
    >
      {columnId !== null ? (
        <CreateCardForm
          boardId={boardId}
          board={board}
          initialColumnId={columnId}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}
