import { lazyModule } from '@/lib/lazy-module';
import { t } from '@/lib/i18n/translate';
import type { LanePickerProps } from './LanePicker';
import styles from './LanePicker.module.css';

const picker = lazyModule(() => import('./LanePicker'));

export const preloadLanePicker = picker.preload;

/**
 * The "Lanes" picker, fetched just after the board's first paint (it is not needed to paint).
 * Until then its room is kept, so the toolbar does not shift when it arrives.
 */
export function LazyLanePicker(props: LanePickerProps) {
  const loaded = picker.useModule(true);
  if (loaded) return <loaded.LanePicker {...props} />;
  return (
    <div className={styles.picker} aria-hidden="true">
      <span>{t('lanes.picker', 'Lanes')}</span>
      <span className={styles.selectRoom} />
    </div>
  );
}
