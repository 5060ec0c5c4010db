import { useOutbox } from '@/api/outbox/outbox-context';
import type { OutboxStatus } from '@/api/outbox/outbox-status';
import { Button } from '@/components/Button';
import { countText } from '@/lib/plural';
import styles from './AppShell.module.css';

/** The notice's contents (loaded only when there is something to say). */
export function KeptForOthersList({ others }: { others: OutboxStatus['otherOwners'] }) {
  const outbox = useOutbox();
  return (
    <section aria-label="Changes kept for other people" className={styles.notice}>
      {others.map(({ owner, count }) => (
        <p key={owner.userId}>
          {countText(count, 'change', 'changes')} made as {owner.name} on this device{' '}
          {count === 1 ? 'is' : 'are'} not saved yet. {count === 1 ? 'It is' : 'They are'} kept for{' '}
          {owner.name} and sent when {owner.name} signs in here.{' '}
          <Button variant="secondary" onClick={() => void outbox?.discard(owner)}>
            Discard {owner.name}’s changes
          </Button>
        </p>
      ))}
    </section>
  );
}
