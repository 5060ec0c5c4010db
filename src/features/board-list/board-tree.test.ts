import { describe, expect, it } from 'vitest';
import type { BoardSummary } from '@/api/types';
import { buildBoardTree, type BoardTreeNode } from './board-tree';

function summary(id: number, name: string, parentId: number | null): BoardSummary {
  return { id, name, parent_id: parentId } as BoardSummary;
}

const shape = (nodes: BoardTreeNode[]): unknown =>
  nodes.map((node) => [node.board.name, shape(node.children)]);

describe('buildBoardTree', () => {
  it('nests children under parents and sorts by name', () => {
    const tree = buildBoardTree([
      summary(2, 'Mobile', 1),
      summary(1, 'Roadmap', null),
      summary(3, 'Design', null),
      summary(4, 'Android', 2),
    ]);
    expect(shape(tree)).toEqual([
      ['Design', []],
      ['Roadmap', [['Mobile', [['Android', []]]]]],
    ]);
  });

  it('makes a board whose parent is not visible a root, and survives a parent cycle', () => {
    expect(shape(buildBoardTree([summary(5, 'Orphan', 99)]))).toEqual([['Orphan', []]]);
    const cyclic = buildBoardTree([summary(1, 'A', 2), summary(2, 'B', 1)]);
    const names = JSON.stringify(shape(cyclic));
    expect(names).toContain('"A"');
    expect(names).toContain('"B"');
  });
});
