import { lazy, Suspense, useState } from 'react';
import {
  changedSince,
  columnBase,
  columnChangesFrom,
  type ColumnChangeBase,
} from '@/api/conflicts/column-changes';
import { isSaveConflict } from '@/api/conflicts/save-merging';
import type { BoardWorkingSet } from '@/api/types';
import { Dialog } from '@/components/Dialog';
import { LazyColumnForm } from './LazyColumnForm';
import { useBoardDialogs, useDialogTarget } from '@/features/board-core';
import {
  columnInputOf,
  formValuesOf,
  sortOrderChangeOf,
  wipLimitChangeOf,
} from './column-form-values';
import { usePatchColumn } from './use-patch-column.write';
import { t } from '@/lib/i18n/translate';

/** Shown only when a teammate's edit meets the user's: loaded then. */
const ConflictChoice = lazy(() =>
  import('@/components/ConflictChoice').then((module) => ({ default: module.ConflictChoice })),
);

interface EditColumnDialogProps {
  boardId: number;
  board: BoardWorkingSet;
}

/** The board's one "Edit column" dialog, opened from a column menu. */
export function EditColumnDialog({ boardId, board }: EditColumnDialogProps) {
  const columnId = useDialogTarget('edit-column');
  const { close } = useBoardDialogs();
  const patchColumn = usePatchColumn(boardId);
  const column = columnId === null ? undefined : board.columns[columnId];
  // The column as it was when the dialog opened: a teammate's edit saved meanwhile is met, not
  // overwritten (the dialog then shows both values).
  const [opened, setOpened] = useState<{ columnId: number | null; base?: ColumnChangeBase }>({
    columnId: null,
  });
  if (opened.columnId !== columnId) {
    setOpened({ columnId, base: column ? columnBase(column) : undefined });
  }
  const conflict = isSaveConflict(patchColumn.error) ? patchColumn.error : null;

  function onOpenChange(open: boolean): void {
    if (open) return;
    close();
    patchColumn.reset();
  }

  return (
    <Dialog
      open={column !== undefined}
      onOpenChange={onOpenChange}
      title={
        column
          ? t('column.edit.title', 'Edit column {name}', { name: column.name })
          : t('column.edit.titleNoColumn', 'Edit column')
      }
    >
      {column ? (
        <LazyColumnForm
          key={column.id}
          initial={formValuesOf(column)}
          submitLabel={t('common.save', 'Save')}
          pending={patchColumn.isPending}
          error={conflict ? null : patchColumn.error}
          onCancel={() => onOpenChange(false)}
          withSortOrder
          onSubmit={(values) => {
            const changes = {
              ...columnInputOf(values),
              ...sortOrderChangeOf(column, values),
              ...wipLimitChangeOf(column, values),
            };
            const { base } = opened;
            const toSend = base ? changedSince(changes, base) : changes;
            if (Object.keys(toSend).length === 0) {
              onOpenChange(false);
              return;
            }
            patchColumn.mutate(
              { boardId, columnId: column.id, changes: toSend, base },
              { onSuccess: () => onOpenChange(false) },
            );
          }}
        />
      ) : null}
      {column && conflict ? (
        <Suspense fallback={null}>
          <ConflictChoice
            conflict={{
              clashes: conflict.clashes,
              keepMine: () =>
                new Promise((resolve) => {
                  // All of the user's edit, on the column as it is now.
                  const mine =
                    patchColumn.variables?.changes ??
                    columnChangesFrom(conflict.clashes.map((clash) => [clash.field, clash.mine]));
                  const current = board.columns[column.id] ?? column;
                  patchColumn.mutate(
                    { boardId, columnId: column.id, changes: mine, base: columnBase(current) },
                    { onSuccess: () => resolve(true), onError: () => resolve(false) },
                  );
                }),
              takeTheirs: () => undefined,
            }}
            onResolved={() => onOpenChange(false)}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
