import { afterEach, describe, expect, it } from 'vitest';
import {
  cardSelection,
  inShownOrder,
  setShownOrder,
  setShownView,
  useCardSelectionStore,
} from './card-selection';

const BOARD = 7;

describe('the card selection', () => {
  const stops: (() => void)[] = [];
  const show = (view: string, ids: number[]) => stops.push(setShownOrder(view, () => ids));
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    cardSelection.clear();
    setShownView('kanban');
    useCardSelectionStore.setState({ boardId: null });
  });

  it('toggles cards in and out, in the order picked', () => {
    expect(cardSelection.toggle(BOARD, 3)).toBe(true);
    cardSelection.toggle(BOARD, 1);
    cardSelection.toggle(BOARD, 2);
    expect(cardSelection.toggle(BOARD, 1)).toBe(false);
    expect(cardSelection.ids(BOARD)).toEqual([3, 2]);
  });

  it('extends a range from the last picked card in the shown order of the view on screen', () => {
    show('kanban', [10, 11, 12, 13, 14]);
    show('list', [14, 13, 12, 11, 10]);
    cardSelection.toggle(BOARD, 11);
    cardSelection.extendTo(BOARD, 13);
    expect(cardSelection.ids(BOARD)).toEqual([11, 12, 13]);
    // Upwards from the same anchor, in the list's own order.
    setShownView('list');
    cardSelection.clear();
    cardSelection.toggle(BOARD, 12);
    cardSelection.extendTo(BOARD, 14);
    expect(cardSelection.ids(BOARD)).toEqual([12, 14, 13]);
  });

  it('keeps the selection of one board only', () => {
    cardSelection.toggle(BOARD, 1);
    expect(cardSelection.ids(BOARD + 1)).toEqual([]);
    cardSelection.toggle(BOARD + 1, 5);
    expect(cardSelection.ids(BOARD)).toEqual([]);
    expect(cardSelection.ids(BOARD + 1)).toEqual([5]);
  });

  it('orders cards as shown, the hidden ones after in the order picked', () => {
    show('kanban', [1, 2, 3, 4]);
    expect(inShownOrder([4, 9, 2, 8])).toEqual([2, 4, 9, 8]);
  });

  it('drops cards that left the board', () => {
    cardSelection.set(BOARD, [1, 2, 3]);
    cardSelection.keepOnly(BOARD, (id) => id !== 2);
    expect(cardSelection.ids(BOARD)).toEqual([1, 3]);
  });
});
