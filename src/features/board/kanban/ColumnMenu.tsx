import { memo } from 'react';
import type { Column } from '@/api/types';
import { Menu, MenuItem } from '@/components/Menu';
import { useBoardDialogs } from '../state/board-dialogs';
import { useArchiveColumn } from '../columns/use-archive-column';
import { useMoveColumn } from '@/data/move-column';
import styles from './Kanban.module.css';

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
      label={`Actions for column ${column.name}`}
      trigger={<span aria-hidden="true">⋯</span>}
      triggerClassName={styles.handle}
    >
      <MenuItem onSelect={() => show({ kind: 'new-card', columnId: column.id })}>
        New card…
      </MenuItem>
      <MenuItem onSelect={() => show({ kind: 'edit-column', columnId: column.id })}>
        Edit column…
      </MenuItem>
      <MenuItem onSelect={() => toggleArchived(column)}>
        {column.archived_at === null ? 'Archive' : 'Unarchive'}
      </MenuItem>
      {previousOrder !== null ? (
        // Taking the left neighbour's order puts the column just before it, even when hidden
        // archived columns sit between them.
        <MenuItem onSelect={() => moveColumn.mutate({ columnId: column.id, order: previousOrder })}>
          Move left
        </MenuItem>
      ) : null}
      {nextOrder !== null ? (
        <MenuItem onSelect={() => moveColumn.mutate({ columnId: column.id, order: nextOrder })}>
          Move right
        </MenuItem>
      ) : null}
    </Menu>
  );
});
