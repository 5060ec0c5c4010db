import { create } from 'zustand';

/**
 * The board page's dialogs, each opened from a menu for one card or column. One is open at a
 * time (they are modal), so the page keeps one record of which and for what.
 */
export type BoardDialog =
  /** `lane`: the swimlane of the copy the menu was opened on (a card can show in several). */
  | { kind: 'move-card'; cardId: number; lane?: string }
  | { kind: 'delete-card'; cardId: number }
  | { kind: 'edit-column'; columnId: number }
  | { kind: 'new-card'; columnId: number };

type DialogKind = BoardDialog['kind'];

interface BoardDialogsState {
  open: BoardDialog | null;
  actions: {
    show: (dialog: BoardDialog) => void;
    close: () => void;
  };
}

const useBoardDialogsStore = create<BoardDialogsState>()((set) => ({
  open: null,
  actions: {
    show: (dialog) => set({ open: dialog }),
    close: () => set({ open: null }),
  },
}));

function targetOf(dialog: BoardDialog): number {
  return 'cardId' in dialog ? dialog.cardId : dialog.columnId;
}

/** The card or column the dialog of `kind` is open for; null while it is closed. */
export function useDialogTarget(kind: DialogKind): number | null {
  return useBoardDialogsStore((state) => (state.open?.kind === kind ? targetOf(state.open) : null));
}

/** The same store outside React: the card shortcuts open dialogs and follow their closing. */
export const boardDialogs = {
  actions: () => useBoardDialogsStore.getState().actions,
  subscribe: useBoardDialogsStore.subscribe,
};

/** The swimlane of the copy "Move to…" was opened for; null without lanes. */
export function useMoveCardLane(): string | null {
  return useBoardDialogsStore((state) =>
    state.open?.kind === 'move-card' ? (state.open.lane ?? null) : null,
  );
}

export function useBoardDialogs(): BoardDialogsState['actions'] {
  return useBoardDialogsStore((state) => state.actions);
}
