import { create } from 'zustand';

/** Which card's delete confirmation is open (one dialog for the board, opened from card menus). */
interface CardDeleteState {
  deletingCardId: number | null;
  openDelete: (cardId: number) => void;
  closeDelete: () => void;
}

const useCardDeleteStore = create<CardDeleteState>()((set) => ({
  deletingCardId: null,
  openDelete: (cardId) => set({ deletingCardId: cardId }),
  closeDelete: () => set({ deletingCardId: null }),
}));

export const useDeletingCardId = (): number | null => useCardDeleteStore((s) => s.deletingCardId);
export const useOpenCardDelete = (): ((cardId: number) => void) =>
  useCardDeleteStore((s) => s.openDelete);
export const useCloseCardDelete = (): (() => void) => useCardDeleteStore((s) => s.closeDelete);
