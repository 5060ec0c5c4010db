import { useEffect } from 'react';
import { preloadUndo } from '@/data/undo/undo';
import { lazyModule } from '@/lib/lazy-module';
import { whenIdle } from '@/lib/when-idle';
import { UndoButtonsView } from './UndoButtonsView';

const buttons = lazyModule(() => import('./UndoButtons'));

const nothing = () => undefined;

/**
 * Undo and Redo with their keys, kept off the first load: fetched, with the history, when the
 * browser is idle after the board's first paint. Until then the same buttons show, with nothing
 * to undo (nothing has been done yet), so the header keeps its layout.
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
  return loaded ? (
    <loaded.UndoButtons boardId={boardId} />
  ) : (
    <UndoButtonsView
      last={undefined}
      next={undefined}
      announcement=""
      onUndo={nothing}
      onRedo={nothing}
      loading
    />
  );
}
