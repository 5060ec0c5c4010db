// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCard, updateCard } from '@/api/extensions/cards';
import { getBoard } from '@/api/endpoints/boards';
import { cardOf } from '@/api/queries/board-index';
import { clearUndoHistory, recordAction } from '@/sync/undo/undo-history';
import { undo } from '@/sync/undo/undo-run';
import { openBoardSession, type BoardSession } from '@test/board-session';
import { loadFaultSeed, plainClient, waitFor } from '@test/fault-model';
import { useMockApi } from '@test/mock-api';
import { sendWrite } from '@/sync/outbox/send-write';
import { tickItemWrite } from '../checklists/tick-item.write';
import { DELETE_HOLD_MS, heldDelete } from '../delete/held-delete';
import { cardChange, patchCardWrite } from '../use-patch-card.write';
import { deleteAction } from './delete-step';
import { patchAction } from './patch-step';
import { tickStep } from './tick-step';

const BOARD = 1;
const server = () => plainClient('demo-manager');

describe('undo of card writes (against the mock)', () => {
  const mock = useMockApi();
  const requests: string[] = [];
  let page: BoardSession;

  beforeAll(() => {
    mock.server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET')
        requests.push(`${request.method} ${new URL(request.url).pathname}`);
    });
  });
  afterEach(() => {
    page.close();
    clearUndoHistory();
    mock.service.reset();
    requests.length = 0;
  });

  const firstCard = () => {
    const card = page.board().cards.find((c) => c.deleted_at === null && c.archived_at === null);
    if (!card) throw new Error('no card');
    return card;
  };

  function rename(cardId: number, title: string) {
    const variables = cardChange(page.services.queryClient, BOARD, cardId, { title });
    const card = cardOf(page.board(), cardId);
    const action = card && patchAction(variables, card.number);
    if (action) recordAction(page.services, BOARD, action);
    void sendWrite(
      page.services,
      patchCardWrite(page.services, { boardId: BOARD, cardId }),
      variables,
    );
  }

  it('puts a saved title back with the old value', async () => {
    page = await openBoardSession(BOARD);
    const card = firstCard();
    rename(card.id, 'A new title');
    await page.settled();
    expect(undo(BOARD).message).toBe(`Undone: the title of #${card.number} put back`);
    expect(cardOf(page.board(), card.id)?.title).toBe(card.title);
    await page.settled();
    expect((await waitFor(getCard(server(), BOARD, card.id))).title).toBe(card.title);
  });

  it("does not overwrite a teammate's title that the page had not seen", async () => {
    page = await openBoardSession(BOARD);
    const card = firstCard();
    rename(card.id, 'Mine');
    await page.settled();
    // Eli renames it; this page has not read the board since.
    await waitFor(updateCard(plainClient('demo-editor'), BOARD, card.id, { title: "Eli's" }));
    undo(BOARD);
    await page.settled();
    expect((await waitFor(getCard(server(), BOARD, card.id))).title).toBe("Eli's");
    expect(cardOf(page.board(), card.id)?.title).toBe("Eli's");
  });

  it('unticks a saved tick', async () => {
    page = await openBoardSession(BOARD);
    const [ref] = (await waitFor(loadFaultSeed(server(), BOARD))).items;
    if (!ref) throw new Error('no checklist item in the seed');
    const item = { id: ref.itemId, is_completed: ref.done };
    const checklist = { id: ref.checklistId };
    const withItems = { id: ref.cardId };
    const variables = {
      boardId: BOARD,
      cardId: withItems.id,
      checklistId: checklist.id,
      itemId: item.id,
      changes: { is_completed: !item.is_completed },
    };
    recordAction(page.services, BOARD, {
      done: 'ticked',
      undone: 'unticked',
      steps: [{ step: tickStep(variables, item.is_completed), sent: variables }],
    });
    void sendWrite(
      page.services,
      tickItemWrite(page.services, { boardId: BOARD, cardId: withItems.id }),
      variables,
    );
    await page.settled();
    undo(BOARD);
    await page.settled();
    const after = await waitFor(getCard(server(), BOARD, withItems.id));
    const items = after.checklists.flatMap((list) => list.items);
    expect(items.find((candidate) => candidate.id === item.id)?.is_completed).toBe(
      item.is_completed,
    );
  });

  it('holds a delete: undone in time it is never sent; once sent, undo says why not', async () => {
    page = await openBoardSession(BOARD);
    const card = firstCard();
    const variables = { boardId: BOARD, cardId: card.id };
    recordAction(page.services, BOARD, deleteAction(card, variables));
    heldDelete(page.services, variables);
    await vi.advanceTimersByTimeAsync(DELETE_HOLD_MS - 1000);
    expect(cardOf(page.board(), card.id)).toBeUndefined();
    expect(undo(BOARD).message).toBe(`Undone: #${card.number} put back`);
    expect(cardOf(page.board(), card.id)).toBe(card);
    await page.settled();
    await vi.advanceTimersByTimeAsync(DELETE_HOLD_MS);
    expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);

    const again = { boardId: BOARD, cardId: card.id };
    recordAction(page.services, BOARD, deleteAction(card, again));
    heldDelete(page.services, again);
    await vi.advanceTimersByTimeAsync(DELETE_HOLD_MS - 100);
    expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);
    await page.settled();
    expect(requests.filter((r) => r.startsWith('DELETE'))).toHaveLength(1);
    expect(undo(BOARD)).toEqual({
      ok: false,
      message: `Can't undo: #${card.number} is deleted (a delete can be undone for 5 seconds)`,
    });
    const board = await waitFor(getBoard(server(), BOARD));
    expect(board.cards.some((c) => c.id === card.id && c.deleted_at === null)).toBe(false);
  });
});
