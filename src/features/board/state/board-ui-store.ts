import { create } from 'zustand';

/** UI-only state of the board page: which "Move to…" dialog is open. */
interface BoardUiState {
  movingCardId: number | null;
  movingColumnId: number | null;
  actions: {
    openMoveCard: (cardId: number) => void;
    openMoveColumn: (columnId: number) => void;
    closeMove: () => void;
  };
}

const useBoardUiStore = create<BoardUiState>()((set) => ({
  movingCardId: null,
  movingColumnId: null,
  actions: {
    openMoveCard: (cardId) => set({ movingCardId: cardId, movingColumnId: null }),
    openMoveColumn: (columnId) => set({ movingColumnId: columnId, movingCardId: null }),
    closeMove: () => set({ movingCardId: null, movingColumnId: null }),
  },
}));

export const useMovingCardId = (): number | null => useBoardUiStore((s) => s.movingCardId);
export const useMovingColumnId = (): number | null => useBoardUiStore((s) => s.movingColumnId);
export const useBoardUiActions = (): BoardUiState['actions'] => useBoardUiStore((s) => s.actions);
