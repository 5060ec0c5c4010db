import type { ComponentProps } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import type { ColumnSwitcher } from './ColumnSwitcher';

// Only a phone shows the switcher, so it is fetched there, not on every first load.
const switcher = lazyModule(() => import('./ColumnSwitcher'));

/** The column switcher once its code is here; until then a slot of its height. */
export function LazyColumnSwitcher(props: ComponentProps<typeof ColumnSwitcher>) {
  const loaded = switcher.useModule(true);
  if (!loaded) return <div style={{ height: SWITCHER_HEIGHT }} />;
  return <loaded.ColumnSwitcher {...props} />;
}

/** The switcher's height (36 px controls and 4 px padding, or 44 px controls for a finger). */
const SWITCHER_HEIGHT = 44;
