import { useOutbox } from '@/sync/outbox/outbox-context';
import type { OutboxStatus } from '@/sync/outbox/outbox-status';
import { Button } from '@/components/Button';
import styles from './AppShell.module.css';
import { t, tn } from '@/lib/i18n/translate';

/** The notice's contents (loaded only when there is something to say). */
export function KeptForOthersList({ others }: { others: OutboxStatus['otherOwners'] }) {
  const outbox = useOutbox();
  return (
    <section
      aria-label={t('outbox.others.label', 'Changes kept for other people')}
      className={styles.notice}
    >
      {others.map(({ owner, count }) => (
        <p key={owner.userId}>
          {tn(
            'outbox.others.text',
            count,
            {
              one: '{count} change made as {name} on this device is not saved yet. It is kept for {name} and sent when {name} signs in here.',
              other:
                '{count} changes made as {name} on this device are not saved yet. They are kept for {name} and sent when {name} signs in here.',
            },
            { name: owner.name },
          )}{' '}
          <Button variant="secondary" onClick={() => void outbox?.discard(owner)}>
            {t('outbox.others.discard', 'Discard {name}’s changes', { name: owner.name })}
          </Button>
        </p>
      ))}
    </section>
  );
}
