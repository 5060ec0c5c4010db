import { Link } from 'wouter';
import { t } from '@/lib/i18n/translate';
import { paths } from '@/paths';
import { NewBoardButton } from './NewBoardButton';
import styles from '../BoardListPage.module.css';

/** "Import…" and "New board": their own chunk, since the board page does not need them. */
export function BoardListActions() {
  return (
    <div className={styles.actions}>
      <Link href={paths.import.href()} className={styles.importLink}>
        {t('boards.import', 'Import…')}
      </Link>
      <NewBoardButton />
    </div>
  );
}
