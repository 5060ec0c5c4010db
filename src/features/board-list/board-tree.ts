import type { BoardSummary } from '@/api/types';

export interface BoardTreeNode {
  board: BoardSummary;
  children: BoardTreeNode[];
}

/**
 * Nests boards under their parents. A board whose parent the caller cannot see becomes a root,
 * so nothing visible is hidden; a parent cycle from a bad payload cannot loop.
 */
export function buildBoardTree(boards: readonly BoardSummary[]): BoardTreeNode[] {
  const nodes = new Map<number, BoardTreeNode>();
  for (const board of boards) nodes.set(board.id, { board, children: [] });

  const roots: BoardTreeNode[] = [];
  for (const node of nodes.values()) {
    const parentId = node.board.parent_id;
    const parent = parentId == null ? undefined : nodes.get(parentId);
    if (parent && !isAncestor(node, parent)) parent.children.push(node);
    else roots.push(node);
  }
  const byName = (a: BoardTreeNode, b: BoardTreeNode) => a.board.name.localeCompare(b.board.name);
  const sortDeep = (list: BoardTreeNode[]) => {
    list.sort(byName);
    for (const node of list) sortDeep(node.children);
  };
  sortDeep(roots);
  return roots;
}

function isAncestor(candidate: BoardTreeNode, node: BoardTreeNode): boolean {
  const seen = new Set<BoardTreeNode>();
  const stack = [candidate];
  while (stack.length > 0) {
    const current = stack.pop();
    if (!current || seen.has(current)) continue;
    if (current === node) return true;
    seen.add(current);
    stack.push(...current.children);
  }
  return false;
}
