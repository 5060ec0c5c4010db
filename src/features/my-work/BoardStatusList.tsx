import { Button } from '@/components/Button';
import { t, tn } from '@/lib/i18n/translate';
import type { BoardState } from './use-my-work';
import styles from './MyWork.module.css';

/**
 * How the reading goes: "Reading boards: 3 of 30" while it lasts (a polite status), then each
 * board that could not be read, with its own Try again; the other boards' cards show meanwhile.
 */
export function BoardStatusList({ boards }: { boards: readonly BoardState[] }) {
  const read = boards.filter((state) => state.status !== 'loading').length;
  const failed = boards.filter((state) => state.status === 'error');
  return (
    <>
      <p role="status" className={styles.progress}>
        {read < boards.length
          ? t('myWork.reading', 'Reading boards: {read} of {total}', {
              read,
              total: boards.length,
            })
          : ''}
      </p>
      {failed.length > 0 ? (
        <section
          className={styles.failures}
          aria-label={tn('myWork.failed.title', failed.length, {
            one: 'A board could not be read',
            other: '{count} boards could not be read',
          })}
        >
          <ul className={styles.failureList}>
            {failed.map((state) => (
              <li key={state.board.id}>
                <span role="alert">
                  {t('myWork.failed', 'Cards of {board} could not be read: {reason}.', {
                    board: state.board.name,
                    reason: state.error.message,
                  })}
                </span>{' '}
                <Button
                  size="sm"
                  aria-label={t('myWork.failed.retry', 'Try again: {board}', {
                    board: state.board.name,
                  })}
                  onClick={state.retry}
                >
                  {t('common.tryAgain', 'Try again')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
