import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getBoard } from '@/api/endpoints/boards';
import { cardOf } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';
import { openBoardSession, type BoardSession } from '@test/board-session';
import { liveCards, mockFaults, plainClient, waitFor } from '@test/fault-model';
import { useMockApi } from '@test/mock-api';
import { applyCardMove, moveCardWrite, type CardMove } from '../writes/move-card.write';
import { sendWrite } from '../outbox/send-write';
import { moveAction } from './move-step';
import { noteTeammateEdit, forgetTeammateEdits } from './teammate-edits';
import { clearUndoHistory, historyOf, recordAction, UNDO_LIMIT } from './undo-history';
import { redo, undo } from './undo-run';

const BOARD = 1;
const TOKEN = 'demo-manager';

describe('the undo history (moves, against the mock)', () => {
  const { server, service } = useMockApi();
  const patches: string[] = [];
  let page: BoardSession;

  beforeAll(() => {
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') patches.push(request.url);
    });
  });

  async function open(): Promise<BoardWorkingSet> {
    page = await openBoardSession(BOARD);
    patches.length = 0;
    return page.board();
  }

  const board = () => page.board();
  const services = () => page.services;
  const idsIn = (data: BoardWorkingSet, columnId: number) =>
    liveCards(data, columnId).map((card) => card.id);
  const settled = () => page.settled();

  /** A move as the board's hook makes it: recorded, then sent; its variables returned. */
  function move(before: BoardWorkingSet, variables: CardMove): CardMove {
    const input = moveAction(BOARD, before, variables);
    if (input) recordAction(services(), BOARD, input);
    void sendWrite(services(), moveCardWrite(services(), { boardId: BOARD }), variables).catch(
      () => undefined,
    );
    return variables;
  }

  afterEach(async () => {
    await mockFaults('DELETE');
    page.close();
    clearUndoHistory();
    forgetTeammateEdits();
    service.reset();
  });
  afterAll(() => vi.useRealTimers());

  function twoColumns(start: BoardWorkingSet): [number, number, number] {
    const columns = Object.values(start.columns).filter((c) => c.archived_at === null);
    const [from, to] = columns.map((column) => column.id);
    const cardId = from === undefined ? undefined : idsIn(start, from)[0];
    if (from === undefined || to === undefined || cardId === undefined) throw new Error('seed');
    return [from, to, cardId];
  }

  it('cancels a move still queued: no request, the card back at once', async () => {
    const start = await open();
    const [from, to, cardId] = twoColumns(start);
    const other = idsIn(start, from)[1] ?? 0;
    // Every answer takes 500 ms: the first write is still on its way when the user undoes.
    await mockFaults('POST', { latency_ms: { min: 500, max: 500 }, seed: 1 });
    // The first move is on its way; the second waits behind it in the board's queue.
    move(start, { cardId: other, toColumnId: to, order: 1 });
    move(board(), { cardId, toColumnId: to, order: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(idsIn(board(), to).slice(0, 2)).toEqual([cardId, other]);

    const outcome = undo(BOARD);
    expect(outcome.message).toMatch(/^Undone: moved #\d+ back to /);
    // On screen at once, before any answer.
    expect(idsIn(board(), from)).toContain(cardId);
    await settled();
    expect(patches.filter((url) => url.endsWith(`/cards/${cardId}`))).toEqual([]);
    expect(patches).toHaveLength(1);
    const saved = await waitFor(getBoard(plainClient(TOKEN), BOARD));
    expect(idsIn(saved, from)).toEqual(idsIn(start, from).filter((id) => id !== other));
    expect(page.services.queryClient.getMutationCache().findAll({ status: 'pending' })).toEqual([]);
  });

  it('undoes a saved move with its inverse, and redoes it', async () => {
    const start = await open();
    const [from, to, cardId] = twoColumns(start);
    move(start, { cardId, toColumnId: to, order: 2 });
    await settled();
    expect(patches).toHaveLength(1);

    expect(undo(BOARD).ok).toBe(true);
    await settled();
    expect(patches).toHaveLength(2);
    let saved = await waitFor(getBoard(plainClient(TOKEN), BOARD));
    expect(idsIn(saved, from)).toEqual(idsIn(start, from));
    expect(idsIn(saved, to)).toEqual(idsIn(start, to));

    expect(redo(BOARD).message).toMatch(/^Redone: moved #\d+ to /);
    await settled();
    saved = await waitFor(getBoard(plainClient(TOKEN), BOARD));
    expect(idsIn(saved, to)[1]).toBe(cardId);
    expect(historyOf(BOARD).past).toHaveLength(1);
    expect(historyOf(BOARD).future).toHaveLength(0);
  });

  it('sends a move made right after an undo after the undo’s inverse, as they were made', async () => {
    const start = await open();
    const [from, to, cardId] = twoColumns(start);
    move(start, { cardId, toColumnId: to, order: 1 });
    await settled();

    // The inverse waits for the next paint; the user drags the card again before it.
    expect(undo(BOARD).ok).toBe(true);
    move(board(), { cardId, toColumnId: to, order: 2 });
    await settled();
    expect(patches).toHaveLength(3);
    expect(idsIn(board(), to)[1]).toBe(cardId);
    // The server ends where the screen is: the last move last, not overtaken by the inverse.
    const saved = await waitFor(getBoard(plainClient(TOKEN), BOARD));
    expect(idsIn(saved, to)[1]).toBe(cardId);
    expect(idsIn(saved, from)).not.toContain(cardId);
  });

  it('refuses to undo a saved move once a teammate changed the card, and says who', async () => {
    const start = await open();
    const [, to, cardId] = twoColumns(start);
    move(start, { cardId, toColumnId: to, order: 1 });
    await settled();
    await vi.advanceTimersByTimeAsync(10);
    noteTeammateEdit(cardId, 'Moved by Eli Editor');
    const number = cardOf(start, cardId)?.number;

    const outcome = undo(BOARD);
    expect(outcome).toEqual({
      ok: false,
      message: `Can't undo: #${number} was moved by Eli Editor since`,
    });
    await settled();
    expect(patches).toHaveLength(1);
    // Dropped: the next undo goes on to the action before it (none here).
    expect(historyOf(BOARD).past).toEqual([]);
  });

  it(`keeps the last ${UNDO_LIMIT} actions of a board`, async () => {
    const start = await open();
    const [, to, cardId] = twoColumns(start);
    for (let index = 0; index < UNDO_LIMIT + 20; index += 1) {
      const input = moveAction(BOARD, start, { cardId, toColumnId: to, order: 1 });
      if (input) recordAction(services(), BOARD, input);
    }
    expect(historyOf(BOARD).past).toHaveLength(UNDO_LIMIT);
    expect(UNDO_LIMIT).toBeGreaterThanOrEqual(50);
  });

  it('undoes a group of moves as one step, in one write of the board cache', async () => {
    const start = await open();
    const [from, to] = twoColumns(start);
    const ids = idsIn(start, from);
    // Each step from the board as the moves before it left it (as a bulk action plans them).
    let before = start;
    const steps = ids.map((cardId) => {
      const variables = { cardId, toColumnId: to, order: 1 };
      const input = moveAction(BOARD, before, variables);
      before = applyCardMove(before, variables);
      void sendWrite(services(), moveCardWrite(services(), { boardId: BOARD }), variables);
      return input?.steps[0];
    });
    await vi.advanceTimersByTimeAsync(0);
    recordAction(services(), BOARD, {
      done: `Moved ${ids.length} cards`,
      undone: `${ids.length} cards moved back`,
      steps: steps.flatMap((step) => (step ? [step] : [])),
    });
    let writes = 0;
    const stop = page.services.queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') writes += 1;
    });
    expect(undo(BOARD).ok).toBe(true);
    stop();
    expect(writes).toBe(1);
    expect(idsIn(board(), from)).toEqual(ids);
    await settled();
    const saved = await waitFor(getBoard(plainClient(TOKEN), BOARD));
    expect(idsIn(saved, from)).toEqual(ids);
  });
});
