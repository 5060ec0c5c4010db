import type { BoardWorkingSet } from '@/api/types';
import { lazyModule } from '@/lib/lazy-module';
import type { ViewMode } from '../view/view-mode';
import { useSelectedCardIds } from './card-selection';

const selectionBar = lazyModule(() => import('./SelectionBar'));

export interface SelectionBarProps {
  boardId: number;
  board: BoardWorkingSet;
  viewMode: ViewMode;
}

/** The bar of actions on the selected cards: its code loads with the first card selected. */
export function LazySelectionBar(props: SelectionBarProps) {
  const selected = useSelectedCardIds(props.boardId).length > 0;
  const loaded = selectionBar.useModule(selected);
  return loaded && selected ? <loaded.SelectionBar {...props} /> : null;
}
