import { useBenchRefetch } from './refetch-probe';
import { useBenchSelection } from './selection-probe';
import { useBenchUndo } from './undo-probe';

/**
 * The hooks `npm run bench` drives on a board (docs/performance.md): refetch, undo and
 * selection. A chunk of its own, mounted only in the bench build (`BenchProbesSlot`).
 */
export default function BenchProbes({ boardId }: { boardId: number }) {
  useBenchRefetch(boardId);
  useBenchUndo(boardId);
  useBenchSelection(boardId);
  return null;
}
