import { useEffect } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import { whenIdle } from '@/lib/when-idle';
import { useSessionExpired } from '../connection/connection-store';

const dialog = lazyModule(() => import('./SessionExpiredDialog'));

/**
 * The sign-in dialog after a 401: off the board's first load, fetched when the browser is idle
 * after the first paint, so it is there when a session expires (a 401 may come while the
 * network is poor, when a chunk fetched only then might not arrive), or at the 401 at the latest.
 */
export function LazySessionExpiredDialog() {
  useEffect(() => whenIdle(() => void dialog.preload().catch(() => undefined)), []);
  const loaded = dialog.useModule(useSessionExpired());
  return loaded ? <loaded.SessionExpiredDialog /> : null;
}
