import { useLiveBoardStore } from '@/data/live/live-board-store';

/**
 * Says politely what teammates just did, one summary per burst ("3 cards moved by Eli
 * Editor"). Not a `status` role: the board's other messages keep that one.
 */
export function LiveAnnouncer() {
  const announcement = useLiveBoardStore((state) => state.announcement);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
