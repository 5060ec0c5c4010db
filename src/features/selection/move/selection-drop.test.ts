import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardIdsIn } from '@/api/queries/board-index';
import { clearUndoHistory } from '@/sync/undo/undo-history';
import { undo } from '@/sync/undo/undo-run';
import { openBoardSession, type BoardSession } from '@test/board-session';
import { useMockApi } from '@test/mock-api';
import {
  cardSelection,
  setShownOrder,
  setShownView,
  useCardSelectionStore,
} from '../card-selection';
import { moveSelection } from './move-selection';
import { loadMovingCode, selectionMoving } from './moving-code';
import { gatherIn, kanbanSelectionSpot, selectionBefore } from './selection-drop';
import { NO_SORTS, type ColumnSorts } from '@/features/board-core/dnd/card-drop';

describe('where a dragged selection goes', () => {
  it('goes before the first card after the dragged one that is not moving', () => {
    const moving = new Set([2, 5, 7]);
    // Column as shown with the dragged card (5) dropped before 2, then 3.
    expect(selectionBefore([1, 5, 2, 3, 4], 5, moving)).toBe(3);
    expect(selectionBefore([1, 5, 3], 5, moving)).toBe(3);
  });

  it('goes to the end when only moving cards follow, or none', () => {
    const moving = new Set([2, 5, 7]);
    expect(selectionBefore([1, 3, 5, 7, 2], 5, moving)).toBeNull();
    expect(selectionBefore([1, 3, 5], 5, moving)).toBeNull();
    expect(selectionBefore([1, 3], 5, moving)).toBeNull();
  });

  it('shows them together, in their order, at the drop spot', () => {
    const placement = new Map([
      [10, [1, 2, 3]],
      [20, [4, 5, 6]],
    ]);
    // Dragged 5 before 1; 2 and 6 come along, in the order 2, 5, 6.
    const dragged = new Map([
      [10, [5, 1, 2, 3]],
      [20, [4, 6]],
    ]);
    const before = selectionBefore(dragged.get(10) ?? [], 5, new Set([2, 5, 6]));
    expect(before).toBe(1);
    expect(gatherIn(dragged, [2, 5, 6], 10, before)).toEqual(
      new Map([
        [10, [2, 5, 6, 1, 3]],
        [20, [4]],
      ]),
    );
    // A moving card a filter hides is not in the placement: it stays out of it.
    expect(gatherIn(placement, [99, 4], 10, null).get(10)).toEqual([1, 2, 3, 4]);
  });
});

describe('where a selection dragged on the kanban lands', () => {
  const dragged = new Map([
    [10, [1, 3]],
    [20, [4, 5, 2, 6]],
  ]);
  it('before the first card after the dragged one that stays, in a manual column', () => {
    expect(kanbanSelectionSpot(dragged, 5, [5, 2, 3], NO_SORTS)).toEqual({
      columnId: 20,
      beforeCardId: 6,
      sortedBy: null,
    });
  });
  it('at the end of a sorted column, which says how it sorts', () => {
    const sorted: ColumnSorts = {
      ...NO_SORTS,
      describe: (id) => (id === 20 ? 'Sorted by due date' : null),
    };
    expect(kanbanSelectionSpot(dragged, 5, [5, 3], sorted)).toEqual({
      columnId: 20,
      beforeCardId: null,
      sortedBy: 'Sorted by due date',
    });
  });
});

describe('which drags take the selection along', () => {
  const BOARD = 3;
  let stop = () => {};
  beforeAll(async () => {
    await loadMovingCode();
    stop = setShownOrder('kanban', () => [8, 1, 5, 3]);
    setShownView('kanban');
  });
  afterAll(() => stop());
  afterEach(() => {
    cardSelection.clear();
    useCardSelectionStore.setState({ boardId: null });
  });

  it('a selected card of two or more takes them all, in the shown order', () => {
    cardSelection.set(BOARD, [3, 1, 8]);
    expect(selectionMoving(BOARD, 1)).toEqual([8, 1, 3]);
  });

  it('a card outside the selection, or a selection of one, moves alone', () => {
    cardSelection.set(BOARD, [3, 1]);
    expect(selectionMoving(BOARD, 5)).toBeNull();
    expect(selectionMoving(BOARD + 1, 3)).toBeNull();
    cardSelection.set(BOARD, [3]);
    expect(selectionMoving(BOARD, 3)).toBeNull();
  });
});

describe('moving the selection (against the mock)', () => {
  const mock = useMockApi();
  let page: BoardSession;
  afterEach(() => {
    page.close();
    clearUndoHistory();
    mock.service.reset();
  });

  // The demo seed: In Progress (column 3) is sorted by due date; Done (column 5) is not.
  const IN_PROGRESS = 3;
  const DONE = 5;

  it('moves them together before the card, as one action undone in one step', async () => {
    page = await openBoardSession(1);
    const done = cardIdsIn(page.board(), DONE);
    const from = cardIdsIn(page.board(), IN_PROGRESS).slice(0, 2);
    const moving = [from[1], done[2], from[0]] as number[];
    const before = done[0] ?? null;
    expect(moveSelection(page.services, 1, moving, DONE, before)).not.toBeNull();
    expect(cardIdsIn(page.board(), DONE).slice(0, 4)).toEqual([...moving, before]);
    await page.settled();
    expect(cardIdsIn(page.board(), DONE).slice(0, 4)).toEqual([...moving, before]);
    undo(1);
    await page.settled();
    expect(cardIdsIn(page.board(), DONE)).toEqual(done);
  });

  it('into a sorted column: the ones already there stay, the others join its manual order at the end', async () => {
    page = await openBoardSession(1);
    const sorted = cardIdsIn(page.board(), IN_PROGRESS);
    const orderOf = (id: number) => page.board().cards.find((card) => card.id === id)?.order ?? 0;
    // Not last in the manual order: moved to its end, its order would change.
    const last = Math.max(...sorted.map(orderOf));
    const staying = sorted.find((id) => orderOf(id) < last) as number;
    const joining = cardIdsIn(page.board(), DONE).slice(0, 2);
    const stayingOrder = orderOf(staying);
    // Dropped "before" a card: a sorted column has no spot to choose, so that is ignored.
    moveSelection(
      page.services,
      1,
      [joining[1] as number, staying, joining[0] as number],
      IN_PROGRESS,
      sorted[1] ?? null,
    );
    expect(orderOf(staying)).toBe(stayingOrder);
    const after = cardIdsIn(page.board(), IN_PROGRESS);
    expect(new Set(after)).toEqual(new Set([...sorted, ...joining]));
    expect(orderOf(joining[0] as number)).toBeGreaterThan(orderOf(joining[1] as number));
    await page.settled();
  });
});
