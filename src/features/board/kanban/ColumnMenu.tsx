import { Ellipsis } from '@/components/first-load-icons';
import { Icon } from '@/components/Icon';
import { memo } from 'react';
import type { Column } from '@/api/types';
import { Menu, MenuItem } from '@/components/Menu';
import { useBoardDialogs } from '@/features/board-core';
import { useArchiveColumn } from '../columns/use-archive-column';
import { useMoveColumn } from '@/sync/writes/move-column.write';
import styles from './Kanban.module.css';
import { t } from '@/lib/i18n/translate';

interface ColumnMenuProps {
  boardId: number;
  column: Column;
  /** `order` of the columns on screen to the left and right (null at the ends). */
  previousOrder: number | null;
  nextOrder: number | null;
}

/** Column actions: edit, archive, and moving it without dragging. */
export const ColumnMenu = memo(function ColumnMenu({
  boardId,
  column,
  previousOrder,
  nextOrder,
}: ColumnMenuProps) {
  const moveColumn = useMoveColumn(boardId);
  const toggleArchived = useArchiveColumn(boardId);
  const { show } = useBoardDialogs();
  return (
    <Menu
      label={t('column.menu.label', 'Actions for column {name}', { name: column.name })}
      trigger={<Icon icon={Ellipsis} />}
      triggerClassName={styles.handle}
    >
      <MenuItem onSelect={() => show({ kind: 'new-card', columnId: column.id })}>
        {t('column.menu.newCard', 'New card…')}
      </MenuItem>
      <MenuItem onSelect={() => show({ kind: 'edit-column', columnId: column.id })}>
        {t('column.menu.edit', 'Edit column…')}
      </MenuItem>
      <MenuItem onSelect={() => toggleArchived(column)}>
        {column.archived_at === null
          ? t('column.menu.archive', 'Archive')
          : t('column.menu.unarchive', 'Unarchive')}
      </MenuItem>
      {previousOrder !== null ? (
        // Taking the left neighbour's order puts the column just before it, even when hidden
        // archived columns sit between them.
        <MenuItem onSelect={() => moveColumn.mutate({ columnId: column.id, order: previousOrder })}>
          {t('column.menu.moveLeft', 'Move left')}
        </MenuItem>
      ) : null}
      {nextOrder !== null ? (
        <MenuItem onSelect={() => moveColumn.mutate({ columnId: column.id, order: nextOrder })}>
          {t('column.menu.moveRight', 'Move right')}
        </MenuItem>
      ) : null}
    </Menu>
  );
});
