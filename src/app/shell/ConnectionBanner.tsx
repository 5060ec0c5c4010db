import { usePendingWriteCount } from '@/sync/queue/pending-writes';
import { useEarlierWrites, useOtherSessionWrites } from '@/sync/outbox/outbox-status';
import { useIsOffline } from '../providers/connectivity';
import { currentFormatLocale } from '@/lib/i18n/format';
import { t, tn } from '@/lib/i18n/translate';
import styles from './AppShell.module.css';

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
    otherTabs > 0
      ? tn('connection.where.otherTab', otherTabs, {
          one: '{count} in another tab',
          other: '{count} in another tab',
        })
      : null,
    earlier > 0
      ? tn('connection.where.earlier', earlier, {
          one: '{count} from before the page was reloaded',
          other: '{count} from before the page was reloaded',
        })
      : null,
  ].filter((part): part is string => part !== null);
  return (
    <div role="status" className={styles.banner}>
      {offline
        ? offlineText(total, where)
        : otherTabs > 0
          ? tn('connection.otherTabs', otherTabs, {
              one: '{count} change made in another tab is not saved yet: that tab sends it, or this one does if that tab is closed.',
              other:
                '{count} changes made in another tab are not saved yet: that tab sends them, or this one does if that tab is closed.',
            })
          : null}
    </div>
  );
}

function offlineText(total: number, where: readonly string[]): string {
  if (total === 0) {
    return t(
      'connection.offline',
      'You are offline. Changes you make are kept on this device and sent when the connection returns.',
    );
  }
  const forms = {
    one: 'You are offline. {count} change not saved yet{where}: kept on this device and sent when the connection returns.',
    other:
      'You are offline. {count} changes not saved yet{where}: kept on this device and sent when the connection returns.',
  };
  // "(1 in another tab, 2 from before the page was reloaded)": a list of counted parts.
  const list =
    where.length > 0
      ? ` (${new Intl.ListFormat(currentFormatLocale(), { type: 'unit' }).format(where)})`
      : '';
  return tn('connection.offlinePending', total, forms, { where: list });
}
