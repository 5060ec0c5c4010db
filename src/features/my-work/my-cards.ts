import { boardIndex } from '@/api/queries/board-index';
import type { BoardWorkingSet, Card, Tag } from '@/api/types';
import { isCardArchived } from '@/domain/archiving';
import { contentMentions } from '@/domain/editor-document';

/** Why a card is on My work: assigned to me, mentioned in its description, or both. */
export interface MyReasons {
  assigned: boolean;
  mentioned: boolean;
}

export interface ColumnChoice {
  id: number;
  name: string;
}

/** One card of mine, with what the page shows beside it. */
export interface MyCard {
  kind: 'card';
  card: Card;
  boardId: number;
  boardName: string;
  columnName: string;
  /** The board's columns a quick move may take the card to (not archived), in board order. */
  columns: readonly ColumnChoice[];
  reasons: MyReasons;
  tags: readonly Tag[];
  /** The caller may edit cards of this board (the quick actions need it). */
  canEdit: boolean;
}

/** Per board object, per user: a board read or write gives a new object, hence a new list. */
const memo = new WeakMap<BoardWorkingSet, { userId: number; cards: MyCard[] }>();

/**
 * The row of a card object that is still the same, kept across the board's new objects (a
 * write, a read with structural sharing): the page's rows are memoized on it, so a quick
 * action re-renders the one row it changed, not every row of the board.
 */
const rowOfCard = new WeakMap<Card, MyCard>();
/** The last column list of each board, kept while its columns are the same. */
const columnsOfBoard = new Map<number, ColumnChoice[]>();

function sameColumns(a: readonly ColumnChoice[], b: readonly ColumnChoice[]): boolean {
  return a.length === b.length && a.every((c, i) => c.id === b[i]?.id && c.name === b[i]?.name);
}

const sameTags = (a: readonly Tag[], b: readonly Tag[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

const mentionMemo = new WeakMap<Card, { userId: number; mentioned: boolean }>();

/**
 * Whether the card's description mentions the user. Parsing descriptions is the cost of this
 * page: only those holding a mention, once per card object.
 */
function mentions(card: Card, userId: number): boolean {
  const held = mentionMemo.get(card);
  if (held && held.userId === userId) return held.mentioned;
  const mentioned =
    card.content != null &&
    card.content.includes('"mention"') &&
    contentMentions(card.content).includes(userId);
  mentionMemo.set(card, { userId, mentioned });
  return mentioned;
}

/** The same row object when nothing it shows changed. */
function keptRow(row: MyCard): MyCard {
  const held = rowOfCard.get(row.card);
  const same =
    held !== undefined &&
    held.boardName === row.boardName &&
    held.columnName === row.columnName &&
    held.columns === row.columns &&
    held.canEdit === row.canEdit &&
    held.reasons.assigned === row.reasons.assigned &&
    held.reasons.mentioned === row.reasons.mentioned &&
    sameTags(held.tags, row.tags);
  if (same) return held;
  rowOfCard.set(row.card, row);
  return row;
}

/**
 * The cards of `board` that are mine: open (not completed), not archived, not deleted, in a
 * live column that is not archived, and assigned to me or mentioning me in their description
 * (mention nodes of the editor document, CONTRACT 3). Completed cards are left out: My work is
 * what is still to do.
 */
export function myCardsOf(board: BoardWorkingSet, userId: number): MyCard[] {
  const held = memo.get(board);
  if (held && held.userId === userId) return held.cards;
  const index = boardIndex(board);
  const openColumns = index.columns.filter((column) => column.archived_at == null);
  const choices: ColumnChoice[] = openColumns.map(({ id, name }) => ({ id, name }));
  const previousChoices = columnsOfBoard.get(board.id);
  const columnChoices =
    previousChoices && sameColumns(previousChoices, choices) ? previousChoices : choices;
  columnsOfBoard.set(board.id, columnChoices);
  const columnNames = new Map(openColumns.map((column) => [column.id, column.name]));
  const canEdit = board.permissions.edit;
  const cards: MyCard[] = [];
  for (const card of board.cards) {
    if (card.deleted_at != null || card.completed_at != null || isCardArchived(card)) continue;
    const columnName = columnNames.get(card.column_id);
    if (columnName === undefined) continue;
    const assigned = card.assignees_ids.includes(userId);
    const mentioned = mentions(card, userId);
    if (!assigned && !mentioned) continue;
    const row: MyCard = {
      kind: 'card',
      card,
      boardId: board.id,
      boardName: board.name,
      columnName,
      columns: columnChoices,
      reasons: { assigned, mentioned },
      tags: card.tags_ids.flatMap((id) => board.tags[id] ?? []),
      canEdit,
    };
    cards.push(keptRow(row));
  }
  memo.set(board, { userId, cards });
  return cards;
}
