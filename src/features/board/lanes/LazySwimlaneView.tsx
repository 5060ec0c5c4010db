import { lazyModule } from '@/lib/lazy-module';
import type { SwimlaneViewProps } from './SwimlaneView';
import { t } from '@/lib/i18n/translate';

const swimlanes = lazyModule(() => import('./SwimlaneView'));

export const preloadSwimlanes = swimlanes.preload;

// A page opened in lanes (a shared link) fetches them with the board, not after it.
if (typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('lanes')) {
  swimlanes.preload().catch(() => undefined);
}

/** The swimlanes, kept off the first load: fetched when a board is first shown in lanes. */
export function LazySwimlaneView(props: SwimlaneViewProps) {
  const loaded = swimlanes.useModule(true);
  return loaded ? (
    <loaded.SwimlaneView {...props} />
  ) : (
    <p role="status" aria-live="polite">
      {t('lanes.loading', 'Loading the lanes…')}
    </p>
  );
}
