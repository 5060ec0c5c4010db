import { boardIndex, cardOf } from '@/api/queries/board-index';
import type { MyChecklistItem } from '@/api/extensions/my-checklist-items';
import type { BoardWorkingSet, Card, Tag } from '@/api/types';
import { isCardArchived } from '@/domain/archiving';

/** One open checklist item assigned to me, with its card and board (what its row shows). */
export interface MyItem {
  kind: 'item';
  item: MyChecklistItem;
  card: Card;
  boardId: number;
  boardName: string;
  columnName: string;
  /** The card's tags: the tag filter applies to an item through its card. */
  tags: readonly Tag[];
  /** The caller may tick items of this board (interact). */
  canTick: boolean;
}

const memo = new WeakMap<BoardWorkingSet, { items: readonly MyChecklistItem[]; mine: MyItem[] }>();

/**
 * My open items of `board` (from the cross-board read, `items` being this board's), each with
 * its card as the board holds it: left out when the card is gone, archived or in an archived
 * column. Ticked items stay out (a tick is shown at once, before the server answers).
 */
export function myItemsOf(board: BoardWorkingSet, items: readonly MyChecklistItem[]): MyItem[] {
  const held = memo.get(board);
  if (held && held.items === items) return held.mine;
  const index = boardIndex(board);
  const columnNames = new Map(
    index.columns.filter((c) => c.archived_at == null).map((c) => [c.id, c.name]),
  );
  const mine = items.flatMap((item): MyItem[] => {
    const card = item.is_completed ? undefined : cardOf(board, item.card_id);
    if (!card || card.deleted_at != null || isCardArchived(card)) return [];
    const columnName = columnNames.get(card.column_id);
    if (columnName === undefined) return [];
    return [
      {
        kind: 'item',
        item,
        card,
        boardId: board.id,
        boardName: board.name,
        columnName,
        tags: card.tags_ids.flatMap((id) => board.tags[id] ?? []),
        canTick: board.permissions.interact,
      },
    ];
  });
  memo.set(board, { items, mine });
  return mine;
}

/** The cross-board list split by board (the same arrays while the list is the same object). */
const byBoardMemo = new WeakMap<readonly MyChecklistItem[], Map<number, MyChecklistItem[]>>();
const NONE: readonly MyChecklistItem[] = [];

export function itemsOfBoard(
  items: readonly MyChecklistItem[] | undefined,
  boardId: number,
): readonly MyChecklistItem[] {
  if (!items) return NONE;
  let byBoard = byBoardMemo.get(items);
  if (!byBoard) {
    byBoard = new Map();
    for (const item of items) {
      const list = byBoard.get(item.board_id);
      if (list) list.push(item);
      else byBoard.set(item.board_id, [item]);
    }
    byBoardMemo.set(items, byBoard);
  }
  return byBoard.get(boardId) ?? NONE;
}
