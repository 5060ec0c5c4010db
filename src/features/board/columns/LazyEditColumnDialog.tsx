import type { BoardWorkingSet } from '@/api/types';
import { lazyModule } from '@/lib/lazy-module';
import { useDialogTarget } from '@/features/board-core';

const dialog = lazyModule(() => import('./EditColumnDialog'));

/** The "Edit column" dialog, fetched when a column menu first opens it (not needed to paint). */
export function LazyEditColumnDialog(props: { boardId: number; board: BoardWorkingSet }) {
  const loaded = dialog.useModule(useDialogTarget('edit-column') !== null);
  return loaded ? <loaded.EditColumnDialog {...props} /> : null;
}
