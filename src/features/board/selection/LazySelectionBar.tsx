import type { BoardWorkingSet } from '@/api/types';
import { lazyModule } from '@/lib/lazy-module';
import type { BoardLayout } from '../model/board-layout';
import { useSelectedCardIds } from './card-selection';

const selectionBar = lazyModule(() => import('./SelectionBar'));

export interface SelectionBarProps {
  boardId: number;
  board: BoardWorkingSet;
  /** The board as the view shows it (filters applied): the selected cards it hides are counted. */
  layout: BoardLayout;
}

/** The bar of actions on the selected cards: its code loads with the first card selected. */
export function LazySelectionBar(props: SelectionBarProps) {
  const selected = useSelectedCardIds(props.boardId).length > 0;
  const loaded = selectionBar.useModule(selected);
  return loaded && selected ? <loaded.SelectionBar {...props} /> : null;
}
