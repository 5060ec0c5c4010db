import {
  boardIndex,
  keepBoardIndex,
  withCards,
  withColumns,
  withoutCards,
} from '../queries/board-index';
import type { BoardWorkingSet, Card } from '../types';

/** A board read as a change to the previous one: only what differs crosses to the page. */
export type BoardPatch =
  | { kind: 'full'; board: BoardWorkingSet }
  | {
      kind: 'patch';
      /** Cards new or changed since the previous read. */
      changed: Card[];
      /** Cards gone since the previous read. */
      removed: number[];
      /** Everything but the cards (columns, members, tags, the board's own fields). */
      rest: Omit<BoardWorkingSet, 'cards'>;
    };

/** A board read kept to compare the next one with: each card as JSON text. */
export interface BoardBaseline {
  cards: Map<number, string>;
}

export function baselineOf(board: BoardWorkingSet): BoardBaseline {
  return { cards: new Map(board.cards.map((card) => [card.id, JSON.stringify(card)])) };
}

/**
 * The read `next` against the previous one: the cards whose JSON differs, the ids gone, and
 * the rest of the board. Without a previous read, the whole board.
 */
export function diffBoard(
  previous: BoardBaseline | null,
  next: BoardWorkingSet,
): { patch: BoardPatch; baseline: BoardBaseline } {
  const baseline = baselineOf(next);
  if (!previous) return { patch: { kind: 'full', board: next }, baseline };
  const changed = next.cards.filter(
    (card) => previous.cards.get(card.id) !== baseline.cards.get(card.id),
  );
  const removed = [...previous.cards.keys()].filter((id) => !baseline.cards.has(id));
  const { cards: _cards, ...rest } = next;
  return { patch: { kind: 'patch', changed, removed, rest }, baseline };
}

/**
 * The held board with a patch applied: changed cards replaced in place (the index carried
 * over), removed ones taken off, and the rest of the board from the read (columns through the
 * index, so untouched columns keep their place). Unchanged cards keep their objects.
 */
export function applyBoardPatch(
  held: BoardWorkingSet,
  patch: Extract<BoardPatch, { kind: 'patch' }>,
): BoardWorkingSet {
  let next = withCards(held, patch.changed);
  if (patch.removed.length > 0) next = withoutCards(next, new Set(patch.removed));
  next = withColumns(next, patch.rest.columns);
  const board = { ...next, ...patch.rest, cards: next.cards };
  keepBoardIndex(board, boardIndex(next));
  return board;
}
