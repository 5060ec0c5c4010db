import { tn } from '@/lib/i18n/translate';
import styles from './InsightsView.module.css';

/**
 * An aging card an open card still blocks says so beside its risk: its age is waiting, not work
 * (CONTRACT 4d).
 */
export function BlockedNote({ blockers }: { blockers: number }) {
  if (blockers === 0) return null;
  return (
    <>
      {' '}
      <span className={styles.blocked}>
        {tn('insights.blocked', blockers, {
          one: 'blocked by {count} open card',
          other: 'blocked by {count} open cards',
        })}
      </span>
    </>
  );
}
