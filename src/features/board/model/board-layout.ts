import type { BoardWorkingSet, Card, Column } from '@/api/types';
import { liveColumnsInOrder, sortCards } from '@/domain/ordering';
import { isCardArchived } from '@/domain/search';

export interface BoardLayout {
  /** Live columns in board order; archived ones only when asked for. */
  columns: Column[];
  /** Each column's live cards, in the column's sticky sort or by `order`. */
  cardsByColumn: ReadonlyMap<number, Card[]>;
  /** Only a search's matches show: empty columns are hidden, and so is "+ Add column". */
  filtered?: boolean;
}

interface LayoutOptions {
  showArchived?: boolean;
  /** A search's matches: only these columns and cards show (docs/search.md). */
  visible?: { cardIds: ReadonlySet<number>; columnIds: ReadonlySet<number> } | null;
}

/** One pass over the working set: columns in order, cards grouped and sorted per column. */
export function layoutBoard(board: BoardWorkingSet, options: LayoutOptions = {}): BoardLayout {
  const showArchived = options.showArchived ?? false;
  const visible = options.visible ?? null;
  const columns = liveColumnsInOrder(Object.values(board.columns), () => showArchived).filter(
    (column) => visible === null || visible.columnIds.has(column.id),
  );

  const grouped = new Map<number, Card[]>(columns.map((column) => [column.id, []]));
  for (const card of board.cards) {
    if (card.deleted_at !== null || (!showArchived && isCardArchived(card))) continue;
    if (visible !== null && !visible.cardIds.has(card.id)) continue;
    grouped.get(card.column_id)?.push(card);
  }

  const cardsByColumn = new Map<number, Card[]>();
  for (const column of columns) {
    cardsByColumn.set(column.id, sortCards(grouped.get(column.id) ?? [], column.sort_order));
  }
  return { columns, cardsByColumn, filtered: visible !== null };
}
