import { lazyModule } from '@/lib/lazy-module';
import type { ColumnFormProps } from './ColumnForm';

const form = lazyModule(() => import('./ColumnForm'));

/** Fetched when the board is idle after its first paint (BoardPage). */
export const preloadColumnForm = form.preload;

/** The column form of the Add and Edit dialogs: not part of the board page's first load. */
export function LazyColumnForm(props: ColumnFormProps) {
  const loaded = form.useModule(true);
  return loaded ? <loaded.ColumnForm {...props} /> : null;
}
