import type { Column } from '@/api/types';
import { Menu, MenuItem } from '@/components/Menu';
import { useOpenColumnEdit } from '../columns/column-edit-store';
import { useArchiveColumn } from '../columns/use-archive-column';
import { useMoveColumn } from '../mutations/use-move-column';
import styles from './Kanban.module.css';

interface ColumnMenuProps {
  boardId: number;
  column: Column;
  /** 1-based position among the columns on screen. */
  position: number;
  columnCount: number;
}

/** Column actions: edit, archive, and moving it without dragging. */
export function ColumnMenu({ boardId, column, position, columnCount }: ColumnMenuProps) {
  const moveColumn = useMoveColumn(boardId);
  const toggleArchived = useArchiveColumn(boardId);
  const openEdit = useOpenColumnEdit();
  return (
    <Menu
      label={`Actions for column ${column.name}`}
      trigger={<span aria-hidden="true">⋯</span>}
      triggerClassName={styles.handle}
    >
      <MenuItem onSelect={() => openEdit(column.id)}>Edit column…</MenuItem>
      <MenuItem onSelect={() => toggleArchived(column)}>
        {column.archived_at === null ? 'Archive' : 'Unarchive'}
      </MenuItem>
      {position > 1 ? (
        <MenuItem
          onSelect={() => moveColumn.mutate({ columnId: column.id, order: column.order - 1 })}
        >
          Move left
        </MenuItem>
      ) : null}
      {position < columnCount ? (
        <MenuItem
          onSelect={() => moveColumn.mutate({ columnId: column.id, order: column.order + 1 })}
        >
          Move right
        </MenuItem>
      ) : null}
    </Menu>
  );
}
