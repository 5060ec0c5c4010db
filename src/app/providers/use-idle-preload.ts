import { useEffect } from 'react';
import { preloadDialog } from '@/components/Dialog';
import { preloadMenu } from '@/components/Menu';
import { whenIdle } from '@/lib/when-idle';

/**
 * Fetches the lazy UI almost every session needs (menus, dialogs) once the first page has
 * painted and the browser is idle, so the first press on a menu or dialog does not wait for it.
 */
export function useIdlePreload(): void {
  useEffect(
    () =>
      whenIdle(() => {
        Promise.all([preloadMenu(), preloadDialog()]).catch(() => undefined);
      }),
    [],
  );
}
