import { Ellipsis } from 'lucide';
import { Icon } from '@/components/Icon';
import { Menu, MenuItem } from '@/components/Menu';
import styles from './Comments.module.css';
import { t } from '@/lib/i18n/translate';

interface CommentActionsProps {
  authorName: string;
  /** The author edits; a manager only deletes. */
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A comment's actions in one "⋯" menu, named after its author, instead of buttons under it. */
export function CommentActions({ authorName, canEdit, onEdit, onDelete }: CommentActionsProps) {
  return (
    <Menu
      label={t('comments.actions', "Actions for {name}'s comment", { name: authorName })}
      trigger={<Icon icon={Ellipsis} />}
      triggerClassName={styles.actions}
    >
      {canEdit ? <MenuItem onSelect={onEdit}>{t('comments.edit', 'Edit')}</MenuItem> : null}
      <MenuItem danger onSelect={onDelete}>
        {t('comments.deleteItem', 'Delete…')}
      </MenuItem>
    </Menu>
  );
}
