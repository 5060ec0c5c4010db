import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type * as SonnerModule from 'sonner';
import type { ToasterProps } from 'sonner';
import { whenIdle } from '@/lib/when-idle';

type Sonner = typeof SonnerModule;

export interface ToastOptions {
  action?: { label: string; onClick: () => void };
}

// sonner is not part of the board page's first load (docs/performance.md): it is fetched when
// the browser is idle after the first paint, or by the first toast, whichever comes first.
let sonner: Promise<Sonner> | undefined;
function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined; // a later toast tries again (the chunk may have failed offline)
    throw error;
  });
  return sonner;
}

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
  loadSonner().then(
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
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => whenIdle(() => void loadSonner().catch(() => undefined)), []);
  useEffect(() => {
    if (!wanted || Toaster) return;
    let live = true;
    loadSonner().then(
      (module) => live && setToaster(() => module.Toaster),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, Toaster]);

  return Toaster ? <Toaster {...TOASTER_PROPS} /> : null;
}
