import { lazyModule } from '@/lib/lazy-module';
import type { LanePickerProps } from './LanePicker';

const picker = lazyModule(() => import('./LanePicker'));

export const preloadLanePicker = picker.preload;

/** The "Lanes" picker, fetched just after the board's first paint (it is not needed to paint). */
export function LazyLanePicker(props: LanePickerProps) {
  const loaded = picker.useModule(true);
  return loaded ? <loaded.LanePicker {...props} /> : null;
}
