import { CARD_SORT_FIELDS, isOneOf, type CardSortField } from './enums';

/** Anything with a position (cards in a column, columns in a board). */
export interface Ordered {
  id: number;
  order: number;
}

export interface SortableCard extends Ordered {
  number: number;
  title: string;
  due_date: string | null;
  created_at: string | null;
  updated_at: string | null;
}

export interface SortOrder {
  field: CardSortField;
  descending: boolean;
}

/** `due_date` or `-due_date` (descending); null for anything else. */
export function parseSortOrder(value: string | null | undefined): SortOrder | null {
  if (value == null) return null;
  const descending = value.startsWith('-');
  const field = descending ? value.slice(1) : value;
  return isOneOf(CARD_SORT_FIELDS, field) ? { field, descending } : null;
}

export function isValidSortOrder(value: unknown): value is string {
  return typeof value === 'string' && parseSortOrder(value) !== null;
}

/** The one position order: by `order`, ties by id (cards, columns, custom fields). */
export function byPosition(a: Ordered, b: Ordered): number {
  return a.order - b.order || a.id - b.id;
}

interface BoardColumnLike extends Ordered {
  deleted_at: string | null;
  archived_at: string | null;
}

/**
 * A board's live columns in position order: deleted ones never, archived ones only those
 * `keepArchived` asks for (all, for "show archived"; a card's own column, in its panel).
 */
export function liveColumnsInOrder<T extends BoardColumnLike>(
  columns: Iterable<T>,
  keepArchived: (column: T) => boolean = () => false,
): T[] {
  return [...columns]
    .filter(
      (column) =>
        column.deleted_at === null && (column.archived_at === null || keepArchived(column)),
    )
    .sort(byPosition);
}

function sortKey(card: SortableCard, field: CardSortField): number | string | null {
  switch (field) {
    case 'title':
      return card.title.toLowerCase();
    case 'due_date':
    case 'created_at':
    case 'updated_at': {
      const value = card[field];
      const time = value == null ? Number.NaN : new Date(value).getTime();
      return Number.isNaN(time) ? null : time;
    }
    default:
      return card[field];
  }
}

function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * A column's cards in display order: by `order`, or by a sticky `sort_order`
 * (`-` prefix descending). Missing values sort last in either direction; ties fall back
 * to `order`, then id.
 */
export function sortCards<T extends SortableCard>(
  cards: readonly T[],
  sortOrder?: string | null,
): T[] {
  const parsed = parseSortOrder(sortOrder);
  if (parsed == null || parsed.field === 'order') {
    const sorted = [...cards].sort(byPosition);
    return parsed?.descending ? sorted.reverse() : sorted;
  }
  const keys = new Map(cards.map((card) => [card.id, sortKey(card, parsed.field)]));
  return [...cards].sort((a, b) => {
    const ka = keys.get(a.id) ?? null;
    const kb = keys.get(b.id) ?? null;
    if (ka === null || kb === null) {
      if (ka !== kb) return ka === null ? 1 : -1;
      return byPosition(a, b);
    }
    const cmp = compareKeys(ka, kb);
    return (parsed.descending ? -cmp : cmp) || byPosition(a, b);
  });
}

/** Ids by position (order, then id). */
export function idsByPosition(items: readonly Ordered[]): number[] {
  return [...items].sort(byPosition).map((item) => item.id);
}

/** Orders are 1-based positions, as the seed numbers them. */
export const FIRST_ORDER = 1;

/** Contiguous orders 1..n for ids in the given sequence. */
export function renumber(ids: readonly number[]): Map<number, number> {
  return new Map(ids.map((id, index) => [id, index + FIRST_ORDER]));
}

/** The 0-based index an `order` asks for, clamped to 0..length (length = the end). */
function indexFor(order: number, length: number): number {
  return Math.max(0, Math.min(Math.trunc(order) - FIRST_ORDER, length));
}

/** The order a new item takes at the end: last + 1, or 1 in an empty list. */
export function nextOrder(items: readonly Ordered[]): number {
  return items.reduce((max, item) => Math.max(max, item.order + 1), FIRST_ORDER);
}

export interface InsertPlan {
  /** The new item's order. */
  order: number;
  /** New orders for existing items that moved (only those that changed). */
  shifted: Map<number, number>;
}

/**
 * Where a new item goes: at the end without an order, else at that order (clamped to
 * 1..n+1) with later items shifted by one and the list renumbered contiguously.
 */
export function planInsert(items: readonly Ordered[], order?: number | null): InsertPlan {
  if (order == null) return { order: nextOrder(items), shifted: new Map() };
  const ids = idsByPosition(items);
  const at = indexFor(order, ids.length);
  const shifted = new Map<number, number>();
  const current = new Map(items.map((item) => [item.id, item.order]));
  ids.forEach((id, index) => {
    const next = (index < at ? index : index + 1) + FIRST_ORDER;
    if (current.get(id) !== next) shifted.set(id, next);
  });
  return { order: at + FIRST_ORDER, shifted };
}

export interface MovePlan {
  /** New orders of every item whose order changed, the moved one included. */
  orders: Map<number, number>;
}

/**
 * Moves `id` to `order` (clamped) in `target` (the same list or another one). Both lists
 * end with contiguous orders 1..n; without an order the item goes last.
 */
export function planMove(
  source: readonly Ordered[],
  target: readonly Ordered[],
  id: number,
  order?: number | null,
): MovePlan {
  const sameList =
    source === target || (source.some((i) => i.id === id) && target.some((i) => i.id === id));
  const current = new Map([...source, ...target].map((item) => [item.id, item.order]));
  const targetIds = idsByPosition(target).filter((other) => other !== id);
  const at = order == null ? targetIds.length : indexFor(order, targetIds.length);
  targetIds.splice(at, 0, id);
  const next = renumber(targetIds);
  if (!sameList) {
    const rest = idsByPosition(source).filter((other) => other !== id);
    for (const [otherId, otherOrder] of renumber(rest)) next.set(otherId, otherOrder);
  }
  const orders = new Map<number, number>();
  for (const [otherId, otherOrder] of next) {
    if (current.get(otherId) !== otherOrder || otherId === id) orders.set(otherId, otherOrder);
  }
  return { orders };
}

/** Columns: move `id` to `order` within the board, renumbering 1..n. */
export function planReorder(
  items: readonly Ordered[],
  id: number,
  order: number,
): Map<number, number> {
  return planMove(items, items, id, order).orders;
}
