import type { BoardWorkingSet, Card } from '@/api/types';
import type { Placement, BoardLayout } from '@/features/board-core';
import {
  NONE_LANE,
  cardLaneKeys,
  laneDefs,
  withDepartedLanes,
  type LaneDef,
} from './lane-grouping';
import { laneParamOf, type LaneGrouping } from './lane-param';

/** A lane as the view shows it: each column's cards of the lane, and their ids. */
export interface Lane extends LaneDef {
  /** Same rule as the layout's: a column's array is the same object while its cards are. */
  cardsByColumn: ReadonlyMap<number, readonly Card[]>;
  placement: Placement;
  /** Cards in the lane (each once). */
  count: number;
}

export interface LaneLayout {
  grouping: LaneGrouping;
  lanes: Lane[];
  /** The lanes each shown card is in, in lane order (more than one: the card shows in each). */
  lanesOfCard: ReadonlyMap<number, readonly string[]>;
}

interface ColumnLanes {
  signature: string;
  cards: Map<string, readonly Card[]>;
  ids: Map<string, readonly number[]>;
  keysOf: Map<number, readonly string[]>;
}

const NO_CARDS: readonly Card[] = [];
const NO_IDS: readonly number[] = [];
/** Per layout column array: its cards split into lanes, for one grouping at a time. */
const splitColumns = new WeakMap<readonly Card[], ColumnLanes>();

/**
 * A column's cards split by lane, worked out once per column array and grouping: a drop or a
 * refetch that leaves a column's cards alone gives its lane arrays back unchanged, so only the
 * touched cells re-render.
 */
function splitColumn(
  cards: readonly Card[],
  board: BoardWorkingSet,
  grouping: LaneGrouping,
  shownKeys: ReadonlySet<string>,
  signature: string,
  now: Date,
): ColumnLanes {
  const kept = splitColumns.get(cards);
  if (kept?.signature === signature) return kept;
  const byLane = new Map<string, Card[]>();
  const keysOf = new Map<number, readonly string[]>();
  for (const card of cards) {
    const own = cardLaneKeys(card, grouping, board, now).filter((key) => shownKeys.has(key));
    const keys = own.length === 0 ? [NONE_LANE] : [...new Set(own)];
    keysOf.set(card.id, keys);
    for (const key of keys) {
      const list = byLane.get(key);
      if (list) list.push(card);
      else byLane.set(key, [card]);
    }
  }
  const ids = new Map<string, readonly number[]>();
  for (const [key, list] of byLane)
    ids.set(
      key,
      list.map((card) => card.id),
    );
  const entry = { signature, cards: byLane, ids, keysOf };
  splitColumns.set(cards, entry);
  return entry;
}

/** A day's key: the due lanes move at midnight, not with every render. */
function dayOf(now: Date): string {
  return `${now.getFullYear()}-${now.getMonth()}-${now.getDate()}`;
}

/**
 * The kanban's lanes: the layout's columns (search, archived, sticky sorts already applied)
 * with each column's cards split by `grouping`. A card with two assignees (tags, people) is in
 * both lanes. On a filtered board, lanes without a shown card are left out (as empty columns
 * are).
 */
export function layoutLanes(
  board: BoardWorkingSet,
  layout: BoardLayout,
  grouping: LaneGrouping,
  now: Date,
): LaneLayout {
  const defs = laneDefs(board, grouping);
  // Departed people keep a lane while cards still name them, so they can be reassigned.
  const used = new Set<string>();
  if (grouping.kind === 'assignee') {
    for (const cards of layout.cardsByColumn.values()) {
      for (const card of cards) for (const id of card.assignees_ids) used.add(`member:${id}`);
    }
  }
  const shown = withDepartedLanes(board, defs, used);
  const shownKeys = new Set(shown.map((def) => def.key));
  const signature = `${laneParamOf(grouping)}|${dayOf(now)}|${[...shownKeys].join(',')}`;

  const split = layout.columns.map((column) => ({
    columnId: column.id,
    lanes: splitColumn(
      layout.cardsByColumn.get(column.id) ?? NO_CARDS,
      board,
      grouping,
      shownKeys,
      signature,
      now,
    ),
  }));
  const lanesOfCard = new Map<number, readonly string[]>();
  for (const { lanes } of split) for (const [id, keys] of lanes.keysOf) lanesOfCard.set(id, keys);

  const lanes: Lane[] = [];
  for (const def of shown) {
    const cardsByColumn = new Map<number, readonly Card[]>();
    const placement = new Map<number, readonly number[]>();
    let count = 0;
    for (const { columnId, lanes: columnLanes } of split) {
      const cards = columnLanes.cards.get(def.key) ?? NO_CARDS;
      cardsByColumn.set(columnId, cards);
      placement.set(columnId, columnLanes.ids.get(def.key) ?? NO_IDS);
      count += cards.length;
    }
    if (layout.filtered && count === 0) continue;
    lanes.push({ ...def, cardsByColumn, placement, count });
  }
  return { grouping, lanes, lanesOfCard };
}
