/**
 * Issue 44, "writes settle from their answers": after a move, a rename and a tick the board is
 * not read again; what each answer says is on the board and in the open card, and equals the
 * server's. A write whose answer cannot say all it changed, or one that failed, still has the
 * board read once its writes have settled.
 */
import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardOf } from '@/api/queries/board-index';
import { boardQueries } from '@/api/queries/boards';
import { cardQueries } from '@/api/queries/cards';
import { boardKeys, cardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet, CardDetail } from '@/api/types';
import { seededRandom } from '@/lib/seeded-random';
import { memoryOutboxStorage } from '@/sync/outbox/outbox-storage';
import { createCardOptions } from './create-card-on-board';
import { createSenderRegistry } from '@/sync/outbox/senders';
import {
  loadFaultSeed,
  openModelSession,
  plainClient,
  userWrites,
  type FaultSeed,
  type ModelSession,
} from '@test/fault-model';
import { useMockApi } from '@test/mock-api';

const BOARD = 1;
const TOKEN = 'demo-manager';

describe('writes settle from their answers', () => {
  const { service, server } = useMockApi();
  let seed: FaultSeed;
  const reads: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') reads.push(new URL(request.url).pathname);
  });
  const boardReads = () => reads.filter((path) => path === `/api/boards/${BOARD}`).length;

  let session: ModelSession;
  let stopWatching: () => void = () => undefined;
  beforeAll(async () => {
    seed = await loadFaultSeed(plainClient(TOKEN), BOARD);
  });
  afterEach(() => {
    stopWatching();
    session.close();
    session.queryClient.clear();
  });

  /** A page with the board on screen (its query watched) and one card open. */
  async function openPage(cardId: number): Promise<QueryClient> {
    session = openModelSession({
      getToken: () => TOKEN,
      onUnauthenticated: () => undefined,
      random: seededRandom(44),
      outboxStorage: memoryOutboxStorage(true),
      senders: createSenderRegistry().senders(),
    });
    const { queryClient, apiClient } = session;
    const board = new QueryObserver(queryClient, boardQueries.detail(apiClient, BOARD));
    const card = new QueryObserver(queryClient, cardQueries.detail(apiClient, BOARD, cardId));
    const stops = [board.subscribe(() => undefined), card.subscribe(() => undefined)];
    stopWatching = () => stops.forEach((stop) => stop());
    await expect.poll(() => board.getCurrentResult().data !== undefined).toBe(true);
    await expect.poll(() => card.getCurrentResult().data !== undefined).toBe(true);
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    reads.length = 0;
    return queryClient;
  }

  const boardOf = (queryClient: QueryClient) => {
    const board = queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(BOARD));
    if (!board) throw new Error('no board in the cache');
    return board;
  };
  const settled = (queryClient: QueryClient) =>
    expect.poll(() => queryClient.isFetching() + queryClient.isMutating()).toBe(0);

  it('a move, a rename and a tick: no board read, and each answer is on screen', async () => {
    const item = seed.items.find((candidate) => !candidate.done);
    if (!item) throw new Error('the seed has no open checklist item');
    const queryClient = await openPage(item.cardId);
    const writes = userWrites(queryClient, session.apiClient, BOARD);
    const toColumn = seed.columnIds.find(
      (id) => id !== cardOf(boardOf(queryClient), item.cardId)?.column_id,
    );
    if (toColumn === undefined) throw new Error('the seed has one column');
    const before = cardOf(boardOf(queryClient), item.cardId);
    const done = before?.checklist_items_completed ?? 0;

    expect(await writes.move(item.cardId, toColumn, 1)).toBe('saved');
    expect(await writes.rename(item.cardId, 'Renamed from its answer', true)).toBe('saved');
    expect(await writes.tick(item, true)).toBe('saved');
    await settled(queryClient);

    expect(boardReads()).toBe(0);
    const stored = service.db.cards.find((card) => card.id === item.cardId);
    const shown = cardOf(boardOf(queryClient), item.cardId);
    expect(shown).toMatchObject({
      column_id: toColumn,
      order: 1,
      title: 'Renamed from its answer',
      checklist_items_completed: done + 1,
      version: stored?.version,
    });
    expect(stored).toMatchObject({ column_id: toColumn, title: 'Renamed from its answer' });
    const detail = queryClient.getQueryData<CardDetail>(cardKeys.detail(BOARD, item.cardId));
    expect(detail?.title).toBe('Renamed from its answer');
    const ticked = detail?.checklists
      .flatMap((checklist) => checklist.items)
      .find((candidate) => candidate.id === item.itemId);
    expect(ticked?.is_completed).toBe(true);
  });

  it('a card made at the top of a column: no board read, and every card of it where the server has it', async () => {
    const [cardId] = seed.cardIds;
    const [column] = seed.columnIds;
    if (cardId === undefined || column === undefined) throw new Error('the seed is too small');
    const queryClient = await openPage(cardId);
    const made = await new MutationObserver(
      queryClient,
      createCardOptions({ queryClient, api: session.apiClient }, BOARD),
    ).mutate({
      boardId: BOARD,
      input: { column_id: column, title: 'Made from its answer', order: 1 },
    });
    await settled(queryClient);

    expect(boardReads()).toBe(0);
    expect(cardOf(boardOf(queryClient), made.id)).toMatchObject({
      title: 'Made from its answer',
      column_id: column,
      order: 1,
    });
    const inColumn = service.db.cards.filter(
      (row) => row.column_id === column && row.deleted_at === null,
    );
    expect(inColumn.length).toBeGreaterThan(2);
    for (const card of inColumn) {
      expect(cardOf(boardOf(queryClient), card.id), `card ${card.id}`).toMatchObject({
        column_id: card.column_id,
        order: card.order,
      });
    }
  });

  it("a write sent while the open card's first read is on its way: the card still loads", async () => {
    const [cardId] = seed.cardIds;
    if (cardId === undefined) throw new Error('the seed has no card');
    await openPage(cardId);
    const queryClient = session.queryClient;
    // A second card opened, and renamed at once (a kept write sent again as a page opens):
    // the rename's optimistic step cancels the card's first read.
    const other = seed.cardIds[1] ?? cardId;
    const card = new QueryObserver(
      queryClient,
      cardQueries.detail(session.apiClient, BOARD, other),
    );
    const stop = card.subscribe(() => undefined);
    try {
      const writes = userWrites(queryClient, session.apiClient, BOARD);
      expect(await writes.rename(other, 'Renamed as it opened')).toBe('saved');
      await settled(queryClient);
      expect(card.getCurrentResult().data?.title).toBe('Renamed as it opened');
    } finally {
      stop();
    }
  });

  it('two moves of one card made before either is answered: it ends where the second put it', async () => {
    const [cardId] = seed.cardIds;
    if (cardId === undefined) throw new Error('the seed has no card');
    const queryClient = await openPage(cardId);
    const writes = userWrites(queryClient, session.apiClient, BOARD);
    const [first, second] = seed.columnIds;
    if (first === undefined || second === undefined) throw new Error('the seed has one column');
    const both = [writes.move(cardId, first, 2), writes.move(cardId, second, 1)];
    expect(await Promise.all(both)).toEqual(['saved', 'saved']);
    await settled(queryClient);
    expect(boardReads()).toBe(0);
    expect(cardOf(boardOf(queryClient), cardId)).toMatchObject({ column_id: second, order: 1 });
    // Every card of the two columns where the server has it.
    for (const card of service.db.cards.filter((row) => [first, second].includes(row.column_id))) {
      if (card.deleted_at !== null) continue;
      expect(cardOf(boardOf(queryClient), card.id), `card ${card.id}`).toMatchObject({
        column_id: card.column_id,
        order: card.order,
      });
    }
  });

  it('a write whose answer cannot say all it changed has the board read once, after the last write', async () => {
    const [cardId, other] = seed.cardIds;
    const [memberId] = seed.memberIds;
    if (cardId === undefined || other === undefined || memberId === undefined) {
      throw new Error('the seed is too small');
    }
    const queryClient = await openPage(cardId);
    const writes = userWrites(queryClient, session.apiClient, BOARD);
    const [column] = seed.columnIds;
    if (column === undefined) throw new Error('the seed has no column');
    const outcomes = [writes.assign(cardId, memberId, true), writes.move(other, column, 1)];
    expect(await Promise.all(outcomes)).toEqual(['saved', 'saved']);
    await settled(queryClient);
    expect(boardReads()).toBe(1);
  });

  it('a refused write has the board read again', async () => {
    const [cardId] = seed.cardIds;
    if (cardId === undefined) throw new Error('the seed has no card');
    const queryClient = await openPage(cardId);
    const writes = userWrites(queryClient, session.apiClient, BOARD);
    // No column 999 on the board: 422.
    expect(await writes.move(cardId, 999, 1)).toBe('failed');
    await settled(queryClient);
    expect(boardReads()).toBe(1);
  });
});
