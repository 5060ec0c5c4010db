import { SquareKanban } from 'lucide';
import { Icon } from '@/components/Icon';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import { QueryErrorScreen } from '@/components/QueryErrorScreen';
import { LoadingArea, Skeleton } from '@/components/Skeleton';
import { buildBoardTree, type BoardTreeNode } from './board-tree';
import styles from './BoardListPage.module.css';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';
import { t } from '@/lib/i18n/translate';
import { lazyModule } from '@/lib/lazy-module';

const actions = lazyModule(() => import('./new-board/BoardListActions'));

export function BoardListPage() {
  const client = useApiClient();
  const boards = useQuery(boardQueries.list(client));
  useDocumentTitle(t('boards.title', 'Your boards'));

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>{t('boards.title', 'Your boards')}</h1>
        <Actions />
      </div>
      {boards.isPending ? (
        <LoadingArea label={t('boards.loadingLabel', 'Loading boards')} className={styles.loading}>
          <Skeleton height={48} />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </LoadingArea>
      ) : boards.isError ? (
        <QueryErrorScreen
          error={boards.error}
          subject="your boards"
          onRetry={() => void boards.refetch()}
        />
      ) : boards.data.length === 0 ? (
        <p>
          {t(
            'boards.empty',
            'No boards yet. Create one, import one, or ask a teammate to add you to one.',
          )}
        </p>
      ) : (
        <BoardTree nodes={buildBoardTree(boards.data)} />
      )}
    </div>
  );
}

function BoardTree({ nodes }: { nodes: BoardTreeNode[] }) {
  return (
    <ul className={styles.tree}>
      {nodes.map(({ board, children }) => (
        <li key={board.id}>
          <Link href={paths.board.href(board.id)} className={styles.board}>
            <span aria-hidden="true" className={styles.icon}>
              {board.icon ?? <Icon icon={SquareKanban} />}
            </span>
            <bdi className={styles.name}>{board.name}</bdi>
            <span className={styles.visibility}>
              {board.visibility === 'public' ? 'Public' : 'Private'}
            </span>
          </Link>
          {children.length > 0 ? <BoardTree nodes={children} /> : null}
        </li>
      ))}
    </ul>
  );
}

function Actions() {
  const loaded = actions.useModule(true);
  return loaded ? <loaded.BoardListActions /> : <div className={styles.actions} />;
}
