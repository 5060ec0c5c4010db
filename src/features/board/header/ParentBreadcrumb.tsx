import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import styles from './BoardHeader.module.css';
import { paths } from '@/paths';
import { t } from '@/lib/i18n/translate';

/** The way up to the parent board; its name comes from the boards list (often already cached). */
export function ParentBreadcrumb({ parentId }: { parentId: number }) {
  const client = useApiClient();
  const boards = useQuery(boardQueries.list(client));
  const parent = boards.data?.find((candidate) => candidate.id === parentId);
  return (
    <nav aria-label={t('board.breadcrumb', 'Breadcrumb')} className={styles.breadcrumb}>
      <Link href={paths.board.href(parentId)} className={styles.parentLink}>
        {parent ? (
          <>
            {parent.icon ? <span aria-hidden="true">{parent.icon} </span> : null}
            <bdi>{parent.name}</bdi>
          </>
        ) : (
          t('settings.details.parent', 'Parent board')
        )}
      </Link>
      <span aria-hidden="true" className={styles.separator}>
        /
      </span>
    </nav>
  );
}
