import { useEffect, useState } from 'react';
import { preloadUndo } from '@/sync/undo/undo';

/**
 * What the last undo or redo did ("Undone: completed #12"), read out politely. The history's
 * store is reached through its lazy module (a static import would split it into one more chunk
 * listed on the first load).
 */
export function UndoAnnouncement() {
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let stopped = false;
    preloadUndo().then(
      (core) => {
        if (stopped) return;
        unsubscribe = core.useUndoStore.subscribe((state, previous) => {
          if (state.announcement !== previous.announcement) setAnnouncement(state.announcement);
        });
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, []);
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {announcement}
    </p>
  );
}
