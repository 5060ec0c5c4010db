import { create } from 'zustand';

/**
 * The cards selected on the open board (issue 18, docs/selection.md): picked with `x`,
 * Ctrl/⌘-click, Shift-click (a range in the shown order) or a checkbox, acted on together by
 * the selection bar, a drag or "Move to…". Kept by id in the order they were picked, so a filter
 * that hides some leaves them selected; a card that leaves the board leaves the selection.
 */
interface CardSelectionState {
  boardId: number | null;
  ids: readonly number[];
  /** Where a Shift-click range starts: the card picked last. */
  anchor: number | null;
}

const EMPTY: readonly number[] = [];

export const useCardSelectionStore = create<CardSelectionState>()(() => ({
  boardId: null,
  ids: EMPTY,
  anchor: null,
}));

/**
 * The shown cards of each view in order (the kanban's columns left to right, then down; the
 * list's rows as sorted), for Shift-click ranges; the views stay mounted when hidden, so the
 * board says which one is on screen.
 */
const shownOrders = new Map<string, () => readonly number[]>();
let shownView = 'kanban';

export function setShownOrder(view: string, order: () => readonly number[]): () => void {
  shownOrders.set(view, order);
  return () => {
    if (shownOrders.get(view) === order) shownOrders.delete(view);
  };
}

export function setShownView(view: string): void {
  shownView = view;
}

/** A kanban layout's cards in reading order: columns left to right, each top to bottom. */
export function shownCardIds(layout: {
  columns: readonly { id: number }[];
  cardsByColumn: ReadonlyMap<number, readonly { id: number }[]>;
}): number[] {
  return layout.columns.flatMap((column) =>
    (layout.cardsByColumn.get(column.id) ?? []).map((card) => card.id),
  );
}

/** The cards of the view on screen, in the order they show. */
export const shownOrder = (): readonly number[] => shownOrders.get(shownView)?.() ?? EMPTY;

/**
 * The cards in the order they show on screen (the view on screen); the ones a filter hides
 * follow, in the order they were picked. A selection moves in this order.
 */
export function inShownOrder(cardIds: readonly number[]): number[] {
  const wanted = new Set(cardIds);
  const shown = shownOrder().filter((id) => wanted.has(id));
  const shownSet = new Set(shown);
  return [...shown, ...cardIds.filter((id) => !shownSet.has(id))];
}

function idsOn(boardId: number): readonly number[] {
  const state = useCardSelectionStore.getState();
  return state.boardId === boardId ? state.ids : EMPTY;
}

export const cardSelection = {
  /** The selected cards of this board, in the order they were picked. */
  ids: idsOn,
  has: (boardId: number, cardId: number) => idsOn(boardId).includes(cardId),
  /** Adds the card, or takes it out when it is in (`x`, Ctrl/⌘-click, the checkbox). */
  toggle(boardId: number, cardId: number): boolean {
    const ids = idsOn(boardId);
    const selected = !ids.includes(cardId);
    useCardSelectionStore.setState({
      boardId,
      ids: selected ? [...ids, cardId] : ids.filter((id) => id !== cardId),
      anchor: cardId,
    });
    return selected;
  },
  /**
   * Shift-click: every shown card from the anchor to this one joins the selection (the anchor
   * stays, as in a file manager). Without an anchor, only this card.
   */
  extendTo(boardId: number, cardId: number): void {
    const { anchor } = useCardSelectionStore.getState();
    const ids = idsOn(boardId);
    const order = shownOrder();
    const from = anchor === null ? -1 : order.indexOf(anchor);
    const to = order.indexOf(cardId);
    const range =
      from === -1 || to === -1 ? [cardId] : order.slice(Math.min(from, to), Math.max(from, to) + 1);
    const added = range.filter((id) => !ids.includes(id));
    useCardSelectionStore.setState({
      boardId,
      ids: added.length > 0 ? [...ids, ...added] : ids,
      anchor: from === -1 ? cardId : anchor,
    });
  },
  /** Exactly these cards (the list's "select all shown"). */
  set(boardId: number, cardIds: readonly number[]): void {
    useCardSelectionStore.setState({ boardId, ids: [...cardIds], anchor: cardIds.at(-1) ?? null });
  },
  /** Only the cards still on the board stay (after a delete, or a teammate's). */
  keepOnly(boardId: number, exists: (cardId: number) => boolean): void {
    const ids = idsOn(boardId);
    const kept = ids.filter(exists);
    if (kept.length !== ids.length) useCardSelectionStore.setState({ ids: kept });
  },
  clear(): void {
    const state = useCardSelectionStore.getState();
    if (state.ids.length > 0 || state.anchor !== null) {
      useCardSelectionStore.setState({ ids: EMPTY, anchor: null });
    }
  },
};

export const useIsCardSelected = (boardId: number, cardId: number): boolean =>
  useCardSelectionStore((state) => state.boardId === boardId && state.ids.includes(cardId));

export const useSelectedCardIds = (boardId: number): readonly number[] =>
  useCardSelectionStore((state) => (state.boardId === boardId ? state.ids : EMPTY));
