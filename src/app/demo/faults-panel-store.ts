import { create } from 'zustand';

/** Whether the developer "Faults" panel of the demo is open (off by default; `?faults=1`). */
const useFaultsPanelStore = create<{ open: boolean }>()(() => ({
  open: new URLSearchParams(window.location.search).get('faults') === '1',
}));

export const useFaultsPanelOpen = (): boolean => useFaultsPanelStore((state) => state.open);

export function setFaultsPanelOpen(open: boolean): void {
  useFaultsPanelStore.setState({ open });
}
