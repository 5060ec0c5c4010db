import { lazyModule } from '@/lib/lazy-module';
import { t } from '@/lib/i18n/translate';
import type { InsightsViewProps } from './InsightsView';

const insights = lazyModule(() => import('./InsightsView'));

/** The insights view and its measures, kept off the board page's first load. */
export function LazyInsightsView(props: InsightsViewProps) {
  const loaded = insights.useModule(true);
  return loaded ? (
    <loaded.default {...props} />
  ) : (
    <p role="status" aria-live="polite">
      {t('insights.loadingView', 'Loading insights…')}
    </p>
  );
}
