import type { BoardWorkingSet } from '@/api/types';
import { lazyModule } from '@/lib/lazy-module';
import { useConfirmingColumnDelete } from './column-selection-store';

const confirm = lazyModule(() => import('./DeleteColumnsConfirm'));

/**
 * The confirmation of deleting the selected columns: its own chunk, fetched when a manager
 * asks to delete (managers alone select columns, and rarely), kept off the board's first load.
 */
export function DeleteColumnsDialog(props: { boardId: number; board: BoardWorkingSet }) {
  const open = useConfirmingColumnDelete();
  const loaded = confirm.useModule(open);
  return loaded ? <loaded.DeleteColumnsConfirm {...props} /> : null;
}
