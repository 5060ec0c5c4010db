import { lazyModule } from '@/lib/lazy-module';
import type { ListViewProps } from './ListView';
import { t } from '@/lib/i18n/translate';

const list = lazyModule(() => import('./ListView'));

/** Fetched when the board is idle after its first paint (BoardPage), or when first shown. */
export const preloadListView = list.preload;

/** The list view, kept off the board page's first load: most sessions start on the kanban. */
export function LazyListView(props: ListViewProps) {
  const loaded = list.useModule(true);
  return loaded ? (
    <loaded.ListView {...props} />
  ) : (
    <p role="status" aria-live="polite">
      {t('list.loading', 'Loading the list…')}
    </p>
  );
}
