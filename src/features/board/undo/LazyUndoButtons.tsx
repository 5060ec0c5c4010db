import { useEffect, useState } from 'react';
import { preloadUndo } from '@/sync/undo/undo';
import { lazyModule } from '@/lib/lazy-module';
import { whenIdle } from '@/lib/when-idle';
import { UndoButtonsView, type HistoryButton } from './UndoButtonsView';
import { useBoardUndoKeys } from './use-board-undo-keys';

const buttons = lazyModule(() => import('./UndoButtons'));

const nothing = () => undefined;

/**
 * Undo and Redo with their keys, kept off the first load: fetched, with the history, when the
 * browser is idle after the board's first paint. Until then the same buttons show, with nothing
 * to undo (nothing has been done yet), so the header keeps its layout; their keys work at once.
 */
export function LazyUndoButtons({ boardId }: { boardId: number }) {
  const loaded = buttons.useModule(false);
  useBoardUndoKeys(boardId);
  // A keyboard user on a busy button when the code arrives stays on it (the real one).
  const [focused, setFocused] = useState<HistoryButton | null>(null);
  useEffect(
    () =>
      whenIdle(() => {
        Promise.all([buttons.preload(), preloadUndo()]).catch(() => undefined);
      }),
    [],
  );
  return loaded ? (
    <loaded.UndoButtons boardId={boardId} focusOnMount={focused} />
  ) : (
    <UndoButtonsView
      last={undefined}
      next={undefined}
      announcement=""
      onUndo={nothing}
      onRedo={nothing}
      loading
      onFocusedChange={setFocused}
    />
  );
}
