import { create } from 'zustand';
import type { BoardViewer } from '@/api/live/board-events';
import type { LiveStreamStatus } from '@/api/live/follow-board-events';
import { noteTeammateEdit } from '@/sync/undo/teammate-edits';

/** A card someone else changed a moment ago: shown on its tile for `CHANGE_SHOWN_MS`. */
export interface TeammateChange {
  /** "moved by Eli Editor", "changed by Eli Editor". */
  description: string;
  /** When it stops being shown (ms since the epoch). */
  until: number;
}

/** How long a teammate's change stays marked on its card. */
export const CHANGE_SHOWN_MS = 5000;

interface LiveBoardState {
  /** The open board these facts are about; null with no board open. */
  boardId: number | null;
  status: LiveStreamStatus | null;
  /** Who has the board open, the user included (the server's `presence` event). */
  viewers: readonly BoardViewer[];
  changes: ReadonlyMap<number, TeammateChange>;
  /** The last summary for the polite live region ("3 cards changed by Eli Editor"). */
  announcement: string;
}

const initial: LiveBoardState = {
  boardId: null,
  status: null,
  viewers: [],
  changes: new Map(),
  announcement: '',
};

export const useLiveBoardStore = create<LiveBoardState>()(() => initial);

export const liveBoard = {
  open(boardId: number): void {
    useLiveBoardStore.setState({ ...initial, boardId });
  },
  close(boardId: number): void {
    if (useLiveBoardStore.getState().boardId === boardId) useLiveBoardStore.setState(initial);
  },
  setStatus(status: LiveStreamStatus): void {
    useLiveBoardStore.setState({ status });
  },
  setViewers(viewers: readonly BoardViewer[]): void {
    useLiveBoardStore.setState({ viewers });
  },
  /**
   * Marks these cards as changed by others and announces the summary. The undo history is told
   * too: it refuses to undo an action on a card someone else changed since, for as long as the
   * action can be undone (the mark goes after 5 s).
   */
  noteChanges(changed: ReadonlyMap<number, string>, announcement: string, now: number): void {
    const changes = new Map(useLiveBoardStore.getState().changes);
    for (const [cardId, description] of changed) {
      changes.set(cardId, { description, until: now + CHANGE_SHOWN_MS });
      noteTeammateEdit(cardId, description, now);
    }
    useLiveBoardStore.setState({ changes, announcement });
  },
  /** Forgets the marks whose time is over. */
  expireChanges(now: number): void {
    const { changes } = useLiveBoardStore.getState();
    if (changes.size === 0) return;
    const kept = new Map([...changes].filter(([, change]) => change.until > now));
    if (kept.size !== changes.size) useLiveBoardStore.setState({ changes: kept });
  },
};

/** The stream is live for this board: it need not be polled. */
export function isBoardStreaming(boardId: number): boolean {
  const state = useLiveBoardStore.getState();
  return state.boardId === boardId && state.status === 'live';
}

/** The teammate's change shown on this card, if any (subscribes to this card only). */
export const useTeammateChange = (cardId: number): string | null =>
  useLiveBoardStore((state) => state.changes.get(cardId)?.description ?? null);
