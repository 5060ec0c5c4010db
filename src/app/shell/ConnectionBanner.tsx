import { usePendingWriteCount } from '@/api/mutations/pending-writes';
import { useEarlierWrites, useOtherSessionWrites } from '@/api/outbox/outbox-status';
import { useIsOffline } from '../providers/connectivity';
import styles from './AppShell.module.css';

function changes(count: number): string {
  return count === 1 ? '1 change' : `${count} changes`;
}

/**
 * Says when the app cannot reach the server, and what happens to the work meanwhile: this
 * tab's writes, the ones another tab is holding, and the ones a visit before a reload left
 * (all kept in the outbox). The live region stays mounted (empty when all is well) so screen
 * readers hear it appear.
 */
export function ConnectionBanner() {
  const offline = useIsOffline();
  const pending = usePendingWriteCount();
  const otherTabs = useOtherSessionWrites();
  const earlier = useEarlierWrites();
  const total = pending + otherTabs + earlier;
  const where = [
    otherTabs > 0 ? `${otherTabs} in another tab` : null,
    earlier > 0 ? `${earlier} from before the page was reloaded` : null,
  ].filter(Boolean);
  return (
    <div role="status" className={styles.banner}>
      {offline
        ? `You are offline. ${
            total > 0
              ? `${changes(total)} not saved yet${where.length > 0 ? ` (${where.join(', ')})` : ''}: kept on this device and sent when the connection returns.`
              : 'Changes you make are kept on this device and sent when the connection returns.'
          }`
        : otherTabs > 0
          ? `${changes(otherTabs)} made in another tab ${otherTabs === 1 ? 'is' : 'are'} not saved yet: that tab sends ${otherTabs === 1 ? 'it' : 'them'}, or this one does if that tab is closed.`
          : null}
    </div>
  );
}
