import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import styles from '../panel/CardPanel.module.css';

interface DeleteCommentDialogProps {
  open: boolean;
  /** Whose comment it is, when it is not the user's own (a manager deleting). */
  authorName: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Delete this comment?": a comment deleted is gone for everyone. */
export function DeleteCommentDialog({
  open,
  authorName,
  onCancel,
  onConfirm,
}: DeleteCommentDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={authorName ? `Delete ${authorName}'s comment?` : 'Delete your comment?'}
      description="It is removed for everyone on the board. This cannot be undone."
    >
      <div className={styles.actions}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="danger" onClick={onConfirm}>
          Delete comment
        </Button>
      </div>
    </Dialog>
  );
}
