import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import styles from '../panel/CardPanel.module.css';
import { t } from '@/lib/i18n/translate';

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
      title={
        authorName
          ? t('comments.deleteTitle.other', "Delete {name}'s comment?", { name: authorName })
          : t('comments.deleteTitle.own', 'Delete your comment?')
      }
      description={t(
        'comments.deleteText',
        'It is removed for everyone on the board. This cannot be undone.',
      )}
    >
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('common.cancel', 'Cancel')}</Button>
        <Button variant="danger" onClick={onConfirm}>
          {t('comments.deleteConfirm', 'Delete comment')}
        </Button>
      </div>
    </Dialog>
  );
}
