import { ChevronDown, SquareKanban } from '@/components/first-load-icons';
import { Icon } from '@/components/Icon';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import { Menu, MenuItem, MenuNote } from '@/components/Menu';
import { buildBoardTree, type BoardTreeNode } from '@/features/board-list';
import styles from './Navigation.module.css';
import { matchBoardPath, paths } from '@/paths';
import { t } from '@/lib/i18n/translate';

function flatten(
  nodes: readonly BoardTreeNode[],
  depth = 0,
): { node: BoardTreeNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
}

/** The header's board menu: every board the user can see, children under their parents. */
export function BoardSwitcher() {
  const client = useApiClient();
  const [location, navigate] = useLocation();
  const boards = useQuery(boardQueries.list(client));
  const currentId = matchBoardPath(location)?.boardId;
  const rows = flatten(buildBoardTree(boards.data ?? []));
  return (
    <Menu
      trigger={
        <>
          {t('boards.switch', 'Switch board')} <Icon icon={ChevronDown} />
        </>
      }
      triggerClassName={styles.headerButton}
      contentClassName={styles.menu}
      align="start"
    >
      {boards.isPending ? (
        <MenuNote className={styles.menuNote}>{t('boards.loading', 'Loading boards…')}</MenuNote>
      ) : boards.isError ? (
        <MenuNote className={styles.menuNote}>
          {t('boards.loadFailed', 'Could not load the boards.')}
        </MenuNote>
      ) : rows.length === 0 ? (
        <MenuNote className={styles.menuNote}>{t('boards.none', 'No boards yet.')}</MenuNote>
      ) : (
        rows.map(({ node: { board }, depth }) => (
          <MenuItem
            key={board.id}
            className={styles.menuItem}
            style={{ paddingInlineStart: `${10 + depth * 16}px` }}
            current={board.id === currentId}
            onSelect={() => navigate(paths.board.href(board.id))}
          >
            {board.icon ? (
              <span aria-hidden="true">{board.icon}</span>
            ) : (
              <Icon icon={SquareKanban} />
            )}{' '}
            <bdi>{board.name}</bdi>
            {board.visibility === 'public' ? (
              <span className={styles.badge}> · {t('boards.public', 'public')}</span>
            ) : null}
          </MenuItem>
        ))
      )}
    </Menu>
  );
}
