import { useEffect } from 'react';
import { preloadUndo } from '@/data/undo/undo';
import { lazyModule } from '@/lib/lazy-module';
import { whenIdle } from '@/lib/when-idle';

const buttons = lazyModule(() => import('./UndoButtons'));

/**
 * Undo and Redo with their keys, kept off the first load: fetched, with the history, when the
 * browser is idle after the board's first paint.
 */
export function LazyUndoButtons({ boardId }: { boardId: number }) {
  const loaded = buttons.useModule(false);
  useEffect(
    () =>
      whenIdle(() => {
        Promise.all([buttons.preload(), preloadUndo()]).catch(() => undefined);
      }),
    [],
  );
  return loaded ? <loaded.UndoButtons boardId={boardId} /> : null;
}
