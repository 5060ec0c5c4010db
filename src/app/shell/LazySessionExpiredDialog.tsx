import { lazyModule } from '@/lib/lazy-module';
import { useSessionExpired } from '../connection/connection-store';

const dialog = lazyModule(() => import('./SessionExpiredDialog'));

/**
 * The sign-in dialog after a 401, fetched when the session first expires: the server has just
 * answered, so its chunk comes too, and the board's first load does without it.
 */
export function LazySessionExpiredDialog() {
  const loaded = dialog.useModule(useSessionExpired());
  return loaded ? <loaded.SessionExpiredDialog /> : null;
}
