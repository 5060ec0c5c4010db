import { Button } from '@/components/Button';
import { t } from '@/lib/i18n/translate';
import type { MyWork } from './use-my-work';
import styles from './MyWork.module.css';

/** Says when my checklist items are not shown: the server has no such read, or it failed. */
export function ItemReadStatus({ read }: { read: MyWork['itemRead'] }) {
  if (read.status === 'ready' && read.items === null) {
    return (
      <p className={styles.progress}>
        {t('myWork.items.unsupported', 'This server does not list checklist items: only cards.')}
      </p>
    );
  }
  if (read.status !== 'error') return null;
  return (
    <p className={styles.failures}>
      <span role="alert">
        {t('myWork.items.failed', 'Your checklist items could not be read.')}
      </span>{' '}
      <Button size="sm" onClick={read.retry}>
        {t('common.tryAgain', 'Try again')}
      </Button>
    </p>
  );
}
