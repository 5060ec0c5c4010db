import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import { buildBoardTree, type BoardTreeNode } from '@/features/boards/board-tree';
import styles from './Navigation.module.css';

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
  const currentId = /^\/boards\/(\d+)/.exec(location)?.[1];
  const rows = flatten(buildBoardTree(boards.data ?? []));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.headerButton}>Switch board ▾</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="start" sideOffset={4}>
          {boards.isPending ? (
            <DropdownMenu.Label className={styles.menuNote}>Loading boards…</DropdownMenu.Label>
          ) : boards.isError ? (
            <DropdownMenu.Label className={styles.menuNote}>
              Could not load the boards.
            </DropdownMenu.Label>
          ) : rows.length === 0 ? (
            <DropdownMenu.Label className={styles.menuNote}>No boards yet.</DropdownMenu.Label>
          ) : (
            rows.map(({ node: { board }, depth }) => (
              <DropdownMenu.Item
                key={board.id}
                className={styles.menuItem}
                style={{ paddingInlineStart: `${10 + depth * 16}px` }}
                aria-current={String(board.id) === currentId ? 'page' : undefined}
                onSelect={() => navigate(`/boards/${board.id}`)}
              >
                <span aria-hidden="true">{board.icon ?? '📋'}</span> <bdi>{board.name}</bdi>
                {board.visibility === 'public' ? (
                  <span className={styles.badge}> · public</span>
                ) : null}
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
