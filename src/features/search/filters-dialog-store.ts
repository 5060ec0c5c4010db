import { create } from 'zustand';

interface FiltersDialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** Whether the filters dialog is open: the Filters button and the `f` shortcut both open it. */
export const useFiltersDialog = create<FiltersDialogState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
