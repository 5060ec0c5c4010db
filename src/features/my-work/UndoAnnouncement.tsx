import { useUndoStore } from '@/data/undo/undo-history';

/** What the last undo or redo did ("Undone: completed #12"), read out politely. */
export function UndoAnnouncement() {
  const announcement = useUndoStore((state) => state.announcement);
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {announcement}
    </p>
  );
}
