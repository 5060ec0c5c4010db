import { whenIdle } from '@/lib/when-idle';

/**
 * Registers the app shell's service worker (vite.config.ts, Workbox) once the first paint is
 * done and the browser is idle: its registration and the precache's downloads never compete
 * with the board's start. Production builds only; workbox-window loads in its own chunk.
 */
export function registerShellWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenIdle(() => {
    void Promise.all([import('workbox-window'), import('./shell-updates')])
      .then(([{ Workbox }, { watchShellUpdates }]) => watchShellUpdates(new Workbox('/sw.js')))
      .catch((error: unknown) => console.warn('The app shell could not be cached:', error));
  }, 5000);
}
