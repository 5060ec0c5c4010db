import { useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { lazyModule } from '@/lib/lazy-module';
import { whenIdle } from '@/lib/when-idle';

export interface ToastOptions {
  action?: { label: string; onClick: () => void };
  /** A toast with the same id is updated in place rather than shown again. */
  id?: string;
  /** How long it stays, in ms (sonner's default: 4 s). */
  duration?: number;
}

// sonner is not part of the board page's first load (docs/performance.md): it is fetched when
// the browser is idle after the first paint, or by the first toast, whichever comes first.
const sonner = lazyModule(() => import('sonner'));

let toasterWanted = false;
const toasterListeners = new Set<() => void>();
function subscribeToasterWanted(listener: () => void) {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

function show(kind: 'error' | 'success', message: string, options?: ToastOptions): void {
  if (!toasterWanted) {
    toasterWanted = true;
    toasterListeners.forEach((listener) => listener());
  }
  // sonner keeps toasts made before its Toaster mounts and shows them when it does.
  sonner.preload().then(
    (module) => module.toast[kind](message, options),
    (error: unknown) => console.error('Could not show a notification:', message, error),
  );
}

/** Transient messages: failed saves, undo offers. The same calls as sonner's, loaded lazily. */
export const toast = {
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
};

const TOASTER_PROPS: ToasterProps = {
  position: 'bottom-right',
  closeButton: true,
  richColors: true,
};

/** Where toasts appear. Renders nothing until the first toast, then sonner's Toaster. */
export function AppToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, () => toasterWanted);
  const module = sonner.useModule(wanted);
  useEffect(() => whenIdle(() => void sonner.preload().catch(() => undefined)), []);
  return wanted && module ? <module.Toaster {...TOASTER_PROPS} /> : null;
}
