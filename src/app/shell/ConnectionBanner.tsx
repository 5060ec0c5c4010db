import { usePendingWriteCount } from '@/api/mutations/pending-writes';
import { useIsOffline } from '../providers/connectivity';
import styles from './AppShell.module.css';

function changes(count: number): string {
  return count === 1 ? '1 change' : `${count} changes`;
}

/**
 * Says when the app cannot reach the server, and what happens to the work meanwhile. The live
 * region stays mounted (empty when all is well) so screen readers hear it appear.
 */
export function ConnectionBanner() {
  const offline = useIsOffline();
  const pending = usePendingWriteCount();
  return (
    <div role="status" className={styles.banner}>
      {offline
        ? `You are offline. ${
            pending > 0
              ? `${changes(pending)} not saved yet: kept here and sent when the connection returns.`
              : 'Changes you make are kept here and sent when the connection returns.'
          }`
        : null}
    </div>
  );
}
