import { lazyModule } from '@/lib/lazy-module';
import type { SelectionBarProps } from './selection-bar-props';
import { useSelectedCardIds } from './card-selection';

const selectionBar = lazyModule(() => import('./SelectionBar'));

/** The bar of actions on the selected cards: its code loads with the first card selected. */
export function LazySelectionBar(props: SelectionBarProps) {
  const selected = useSelectedCardIds(props.boardId).length > 0;
  const loaded = selectionBar.useModule(selected);
  return loaded && selected ? <loaded.SelectionBar {...props} /> : null;
}
