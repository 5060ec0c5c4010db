import { lazyModule } from '@/lib/lazy-module';
import { useSessionExpired } from '../connection/connection-store';

const dialog = lazyModule(() => import('./SessionExpiredDialog'));

/**
 * The sign-in-again dialog, fetched when a session expires (a 401): most pages never show it,
 * so it stays off the first load. The server answered, so the chunk can be fetched too (and the
 * shell's worker has it).
 */
export function SessionExpiredGate() {
  const expired = useSessionExpired();
  const loaded = dialog.useModule(expired);
  return loaded ? <loaded.SessionExpiredDialog /> : null;
}
