import { create } from 'zustand';

/** "Select columns" mode for the batch delete, and which columns are ticked. */
interface ColumnSelectionState {
  selecting: boolean;
  selectedIds: readonly number[];
  confirming: boolean;
  actions: {
    startSelecting: () => void;
    toggle: (columnId: number) => void;
    confirm: () => void;
    cancelConfirm: () => void;
    reset: () => void;
  };
}

const useColumnSelectionStore = create<ColumnSelectionState>()((set) => ({
  selecting: false,
  selectedIds: [],
  confirming: false,
  actions: {
    startSelecting: () => set({ selecting: true, selectedIds: [], confirming: false }),
    toggle: (columnId) =>
      set((state) => ({
        selectedIds: state.selectedIds.includes(columnId)
          ? state.selectedIds.filter((id) => id !== columnId)
          : [...state.selectedIds, columnId],
      })),
    confirm: () => set({ confirming: true }),
    cancelConfirm: () => set({ confirming: false }),
    reset: () => set({ selecting: false, selectedIds: [], confirming: false }),
  },
}));

export const useSelectingColumns = (): boolean => useColumnSelectionStore((s) => s.selecting);
export const useSelectedColumnIds = (): readonly number[] =>
  useColumnSelectionStore((s) => s.selectedIds);
export const useIsColumnSelected = (columnId: number): boolean =>
  useColumnSelectionStore((s) => s.selectedIds.includes(columnId));
export const useConfirmingColumnDelete = (): boolean =>
  useColumnSelectionStore((s) => s.confirming);
export const useColumnSelectionActions = (): ColumnSelectionState['actions'] =>
  useColumnSelectionStore((s) => s.actions);
