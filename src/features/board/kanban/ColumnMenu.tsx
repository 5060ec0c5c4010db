import type { Column } from '@/api/types';
import { Menu, MenuItem } from '@/components/Menu';
import { useMoveColumn } from '../mutations/use-move-column';
import styles from './Kanban.module.css';

interface ColumnMenuProps {
  boardId: number;
  column: Column;
  /** 1-based position among the columns on screen. */
  position: number;
  columnCount: number;
}

/** Column actions, including moving it without dragging. */
export function ColumnMenu({ boardId, column, position, columnCount }: ColumnMenuProps) {
  const moveColumn = useMoveColumn(boardId);
  return (
    <Menu
      label={`Actions for column ${column.name}`}
      trigger={<span aria-hidden="true">⋯</span>}
      triggerClassName={styles.handle}
    >
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
