import { lazyModule } from '@/lib/lazy-module';
import type { BoardCopyStatusProps } from './BoardCopyStatus';

const status = lazyModule(() => import('./BoardCopyStatus'));

/** Loaded with the first board shown from its saved copy: most pages never need it. */
export function LazyBoardCopyStatus(props: BoardCopyStatusProps) {
  const loaded = status.useModule(props.fromCopy);
  return loaded ? <loaded.BoardCopyStatus {...props} /> : null;
}
