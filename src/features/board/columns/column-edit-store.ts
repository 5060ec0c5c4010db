import { create } from 'zustand';

/** Which column's edit dialog is open (one dialog for the board, opened from any column menu). */
interface ColumnEditState {
  editingColumnId: number | null;
  openEdit: (columnId: number) => void;
  closeEdit: () => void;
}

const useColumnEditStore = create<ColumnEditState>()((set) => ({
  editingColumnId: null,
  openEdit: (columnId) => set({ editingColumnId: columnId }),
  closeEdit: () => set({ editingColumnId: null }),
}));

export const useEditingColumnId = (): number | null => useColumnEditStore((s) => s.editingColumnId);
export const useOpenColumnEdit = (): ((columnId: number) => void) =>
  useColumnEditStore((s) => s.openEdit);
export const useCloseColumnEdit = (): (() => void) => useColumnEditStore((s) => s.closeEdit);
