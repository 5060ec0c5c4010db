import { create } from 'zustand';

/** Which column the "New card" dialog is open for (one dialog for the board). */
interface CreateCardState {
  columnId: number | null;
  open: (columnId: number) => void;
  close: () => void;
}

const useCreateCardStore = create<CreateCardState>()((set) => ({
  columnId: null,
  open: (columnId) => set({ columnId }),
  close: () => set({ columnId: null }),
}));

export const useCreateCardColumn = (): number | null => useCreateCardStore((s) => s.columnId);
export const useOpenCreateCard = (): ((columnId: number) => void) =>
  useCreateCardStore((s) => s.open);
export const useCloseCreateCard = (): (() => void) => useCreateCardStore((s) => s.close);
