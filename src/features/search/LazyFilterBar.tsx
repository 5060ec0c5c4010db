import { useEffect, type ComponentProps } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import { whenIdle } from '@/lib/when-idle';
import type { FilterBar } from './FilterBar';

// The chips and their labels are drawn only while a search or filter is on: off the first load,
// fetched when one is (or once the browser is idle), which made room for the icons (issue 36).
const filterBar = lazyModule(() => import('./FilterBar'));

/** The active filters' bar, once its code has loaded (nothing until then, as when none is on). */
export function LazyFilterBar(props: ComponentProps<typeof FilterBar>) {
  useEffect(() => whenIdle(() => void filterBar.preload().catch(() => undefined)), []);
  const module = filterBar.useModule(props.search.active);
  return module ? <module.FilterBar {...props} /> : null;
}
