import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { QueryClient } from '@tanstack/react-query';
import { createStore, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { boardOverlayMeta } from '@/sync/optimistic/board-overlay';
import { withPendingWrites } from '../queries/pending-overlay';
import { cardOf, withCard, withoutCards } from '../queries/board-index';
import { boardKeys } from '../queries/keys';
import { boardOf, wireCard, wireColumn } from '../testing/board-fixture';
import type { BoardWorkingSet } from '../types';
import { createBoardCopies } from './board-copies';
import { prereadBoardCopy } from './copy-preread';
import { copyScopeOf } from './copy-scope';
import {
  boardCopyStore,
  COPY_MAX_AGE_MS,
  COPY_SHAPE,
  MAX_COPY_ANSWERS,
  type BoardCopyStore,
} from './copy-store';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 27, 12);

/** Board 1 as the service sends it: one column, cards 1 to 3. */
const wire = {
  id: 1,
  cuid: 'acme',
  name: 'Board',
  visibility: 'private',
  columns: [wireColumn(10, 1)],
  cards: [wireCard(1, 10, 1), wireCard(2, 10, 2), wireCard(3, 10, 3)],
  members: {},
  tags: {},
  custom_field_definitions: [],
  permissions: { view: true },
};
const TEXT = JSON.stringify(wire);

let database = 0;
let store: BoardCopyStore;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  database += 1;
  store = boardCopyStore(() => createStore(`copies-${database}`, 'boards'));
});

describe('the copy store', () => {
  it('keeps a copy per scope and board, and finds it only under the same scope', async () => {
    await store.write('alice', 1, { text: TEXT, etag: '"v1"', userId: 7, readAt: NOW }, NOW);
    expect(await store.read('alice', 1, NOW + 1)).toEqual({
      text: TEXT,
      etag: '"v1"',
      userId: 7,
      answers: [],
    });
    expect(await store.read('bob', 1, NOW + 1)).toBeNull();
    expect(await store.read('alice', 2, NOW + 1)).toBeNull();
  });

  it('scopes by a hash of the server and token, never the token itself', async () => {
    const alice = await copyScopeOf('https://pb.test/api', 'secret-token-a');
    const bob = await copyScopeOf('https://pb.test/api', 'secret-token-b');
    const elsewhere = await copyScopeOf('https://other.test/api', 'secret-token-a');
    expect(alice).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set([alice, bob, elsewhere]).size).toBe(3);
    expect(alice).not.toContain('secret');
  });

  it('drops a copy of another stored shape (the buster)', async () => {
    const raw = createStore(`copies-${database}`, 'boards');
    await set(
      'alice|1|meta',
      { shape: COPY_SHAPE + 1, etag: null, userId: null, openedAt: NOW },
      raw,
    );
    await set('alice|1|body', { shape: COPY_SHAPE + 1, text: TEXT }, raw);
    expect(await store.read('alice', 1, NOW)).toBeNull();
    await store.write('alice', 2, { text: TEXT, etag: null, userId: null, readAt: NOW }, NOW);
    await set('bob|1|meta', { shape: 0, openedAt: NOW }, raw);
    await store.expire(NOW);
    expect(await store.read('alice', 2, NOW)).not.toBeNull();
    expect(await store.read('bob', 1, NOW)).toBeNull();
  });

  it('drops copies not opened for 30 days; opening one keeps it', async () => {
    await store.write('alice', 1, { text: TEXT, etag: null, userId: null, readAt: NOW }, NOW);
    await store.write('alice', 2, { text: TEXT, etag: null, userId: null, readAt: NOW }, NOW);
    expect(await store.read('alice', 2, NOW + 20 * DAY)).not.toBeNull();
    await store.expire(NOW + COPY_MAX_AGE_MS + 1);
    expect(await store.read('alice', 1, NOW + COPY_MAX_AGE_MS + 2)).toBeNull();
    expect(await store.read('alice', 2, NOW + COPY_MAX_AGE_MS + 2)).not.toBeNull();
    // Read past its age without an expiry sweep: dropped all the same.
    await expect.poll(() => store.read('alice', 2, NOW + 2 * COPY_MAX_AGE_MS + 3)).toBeNull();
  });

  it('wipes one scope, or every copy', async () => {
    await store.write('alice', 1, { text: TEXT, etag: null, userId: null, readAt: NOW }, NOW);
    await store.write('bob', 1, { text: TEXT, etag: null, userId: null, readAt: NOW }, NOW);
    await store.removeScope('alice');
    expect(await store.read('alice', 1, NOW)).toBeNull();
    expect(await store.read('bob', 1, NOW)).not.toBeNull();
    await store.clearAll();
    expect(await store.read('bob', 1, NOW)).toBeNull();
  });

  it('a copy read before a saved write of its person is not read until a later read replaces it', async () => {
    await store.write('alice', 1, { text: TEXT, etag: '"v1"', userId: 7, readAt: NOW }, NOW);
    await store.markBehind('alice', 1, NOW + 10);
    expect(await store.read('alice', 1, NOW + 20)).toBeNull();
    expect(await store.read('alice', 2, NOW + 20)).toBeNull();
    // A read that started before the write was saved does not hold it either.
    await store.write('alice', 1, { text: TEXT, etag: '"v2"', userId: 7, readAt: NOW + 5 }, NOW);
    expect(await store.read('alice', 1, NOW + 20)).toBeNull();
    await store.write('alice', 1, { text: TEXT, etag: '"v3"', userId: 7, readAt: NOW + 11 }, NOW);
    expect(await store.read('alice', 1, NOW + 20)).toMatchObject({ etag: '"v3"' });
    // Only that person's copy: another scope's copy of the board is still read.
    await store.write('bob', 1, { text: TEXT, etag: '"b1"', userId: 8, readAt: NOW }, NOW);
    expect(await store.read('bob', 1, NOW + 20)).toMatchObject({ etag: '"b1"' });
  });

  it("keeps the cards a person's saved writes answered with beside the copy, until a later read holds them", async () => {
    await store.write('alice', 1, { text: TEXT, etag: '"v1"', userId: 7, readAt: NOW }, NOW);
    await store.addAnswers('alice', 1, [{ id: 2, title: 'Moved' }], NOW + 10);
    await store.addAnswers('alice', 1, [{ id: 3, title: 'Renamed' }], NOW + 20);
    expect(await store.read('alice', 1, NOW + 30)).toMatchObject({
      etag: '"v1"',
      answers: [
        { id: 2, title: 'Moved' },
        { id: 3, title: 'Renamed' },
      ],
    });
    expect(await store.read('bob', 1, NOW + 30)).toBeNull();
    // A read that started between the two saves holds the first answer, maybe not the second.
    await store.write('alice', 1, { text: TEXT, etag: '"v2"', userId: 7, readAt: NOW + 15 }, NOW);
    expect((await store.read('alice', 1, NOW + 30))?.answers).toEqual([
      { id: 3, title: 'Renamed' },
    ]);
    await store.write('alice', 1, { text: TEXT, etag: '"v3"', userId: 7, readAt: NOW + 25 }, NOW);
    expect((await store.read('alice', 1, NOW + 30))?.answers).toEqual([]);
  });

  it(`marks the copy behind past ${MAX_COPY_ANSWERS} answered cards`, async () => {
    await store.write('alice', 1, { text: TEXT, etag: '"v1"', userId: 7, readAt: NOW }, NOW);
    const cards = Array.from({ length: MAX_COPY_ANSWERS }, (_, index) => ({ id: index + 1 }));
    await store.addAnswers('alice', 1, cards, NOW + 10);
    expect((await store.read('alice', 1, NOW + 20))?.answers).toHaveLength(MAX_COPY_ANSWERS);
    await store.addAnswers('alice', 1, [{ id: 1 }], NOW + 11);
    expect(await store.read('alice', 1, NOW + 20)).toBeNull();
  });

  it('refused storage means no copy, never an error', async () => {
    const refused = boardCopyStore(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(
      refused.write('alice', 1, { text: TEXT, etag: null, userId: null, readAt: NOW }, NOW),
    ).resolves.toBeUndefined();
    await expect(refused.read('alice', 1, NOW)).resolves.toBeNull();
    await expect(refused.markBehind('alice', 1, NOW)).resolves.toBeUndefined();
    await expect(refused.expire(NOW)).resolves.toBeUndefined();
    await expect(refused.clearAll()).resolves.toBeUndefined();
  });
});

const SERVER = 'https://pb.test/api';

async function scopeOf(token: string): Promise<string> {
  const scope = await copyScopeOf(SERVER, token);
  if (!scope) throw new Error('no hashing here');
  return scope;
}

describe('the session copies', () => {
  function copies(
    queryClient: QueryClient,
    input: Partial<Parameters<typeof createBoardCopies>[0]> = {},
  ) {
    return createBoardCopies({
      queryClient,
      store: Promise.resolve(store),
      scope: Promise.resolve('alice'),
      userId: () => 7,
      keptWrites: (_boardId, board) => Promise.resolve(board),
      now: () => NOW,
      schedule: (task) => {
        task();
        return () => undefined;
      },
      ...input,
    });
  }

  it('puts the copy in the empty cache, stale, and answers with its ETag', async () => {
    await store.write('alice', 1, { text: TEXT, etag: '"v1"', userId: 7, readAt: NOW }, NOW);
    const queryClient = new QueryClient();
    expect(await copies(queryClient).open(1)).toEqual({ etag: '"v1"' });
    const board = queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(1));
    expect(board?.cards.map((card) => card.id)).toEqual([1, 2, 3]);
    expect(queryClient.getQueryState(boardKeys.detail(1))?.dataUpdatedAt).toBe(1);
  });

  /** Board 1's copy kept for token-a on SERVER, read as the page starts with that token. */
  async function prereadOfAlice(etag: string) {
    const alice = await scopeOf('token-a');
    await store.write(alice, 1, { text: TEXT, etag, userId: 7, readAt: NOW }, NOW);
    const preread = prereadBoardCopy({
      store: Promise.resolve(store),
      server: SERVER,
      token: 'token-a',
      boardId: 1,
      now: NOW,
    });
    return { alice, preread };
  }

  it("takes the copy read as the page started when its scope is the session's", async () => {
    const { alice, preread } = await prereadOfAlice('"v1"');
    await preread.parsed;
    const reads: number[] = [];
    const counted: BoardCopyStore = {
      ...store,
      read: (scope, boardId, now) => {
        reads.push(boardId);
        return store.read(scope, boardId, now);
      },
    };
    const queryClient = new QueryClient();
    const session = copies(queryClient, {
      store: Promise.resolve(counted),
      scope: Promise.resolve(alice),
      preread,
    });
    expect(await session.open(1)).toEqual({ etag: '"v1"' });
    expect(reads).toEqual([]);
    expect(queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(1))?.cards).toHaveLength(3);
  });

  it("never shows a copy read for another person's scope: the session reads its own", async () => {
    const { preread } = await prereadOfAlice('"alice"');
    const bob = await scopeOf('token-b');
    const queryClient = new QueryClient();
    const session = copies(queryClient, { scope: Promise.resolve(bob), preread });
    expect(await session.open(1)).toBeNull();
    expect(queryClient.getQueryData(boardKeys.detail(1))).toBeUndefined();
  });

  it('reads another board from the store, not from the copy read for the address', async () => {
    await store.write('alice', 2, { text: TEXT, etag: '"two"', userId: 7, readAt: NOW }, NOW);
    const preread = {
      boardId: 1,
      scope: Promise.resolve('alice'),
      parsed: Promise.reject(new Error('board 1 is not asked for')),
    };
    preread.parsed.catch(() => undefined);
    expect(await copies(new QueryClient(), { preread }).open(2)).toEqual({ etag: '"two"' });
  });

  it('leaves a board the cache already holds alone', async () => {
    await store.write('alice', 1, { text: TEXT, etag: '"v1"', userId: 7, readAt: NOW }, NOW);
    const queryClient = new QueryClient();
    const held = boardOf([wireColumn(10, 1)], [wireCard(9, 10, 1)]);
    queryClient.setQueryData(boardKeys.detail(1), held);
    expect(await copies(queryClient).open(1)).toBeNull();
    expect(queryClient.getQueryData(boardKeys.detail(1))).toBe(held);
  });

  it('applies the writes kept for the board on top of the copy', async () => {
    await store.write('alice', 1, { text: TEXT, etag: '"v1"', userId: 7, readAt: NOW }, NOW);
    const queryClient = new QueryClient();
    const asked: (number | null)[] = [];
    const session = copies(queryClient, {
      keptWrites: (_boardId, board, userId) => {
        asked.push(userId);
        return Promise.resolve(withoutCards(board, new Set([2])));
      },
    });
    await session.open(1);
    const board = queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(1));
    expect(board && cardOf(board, 2)).toBeUndefined();
    expect(asked).toEqual([7]);
  });

  it("shows the cards answered since the copy's read on it, under the writes still kept", async () => {
    await store.write('alice', 1, { text: TEXT, etag: '"v1"', userId: 7, readAt: NOW }, NOW);
    const answer = { id: 2, title: 'Renamed by a saved write' };
    await copies(new QueryClient(), { now: () => NOW + 5 }).answered(1, [answer as never]);
    const queryClient = new QueryClient();
    await copies(queryClient, {
      withAnswers: (board, answers) => {
        expect(answers).toEqual([answer]);
        return withCard(board, 2, (card) => ({ ...card, title: answer.title }));
      },
      keptWrites: (_boardId, board) => {
        // The kept writes go on top of the answers.
        expect(cardOf(board, 2)?.title).toBe(answer.title);
        return Promise.resolve(withoutCards(board, new Set([3])));
      },
    }).open(1);
    const board = queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(1));
    expect(board?.cards.map((card) => [card.id, card.title])).toEqual([
      [1, expect.any(String)],
      [2, answer.title],
    ]);
  });

  it('saves a read for the same scope, and nothing once the session is over', async () => {
    let current = true;
    const session = copies(new QueryClient(), { isCurrent: () => current });
    session.save(1, TEXT, '"v2"', NOW);
    await expect.poll(() => store.read('alice', 1, NOW)).toMatchObject({ etag: '"v2"', userId: 7 });
    current = false;
    session.save(2, TEXT, '"v3"', NOW);
    await Promise.resolve();
    expect(await store.read('alice', 2, NOW)).toBeNull();
    expect(await copies(new QueryClient(), { isCurrent: () => false }).open(1)).toBeNull();
  });

  it('behind marks the board of the session scope at the current time', async () => {
    await store.write('alice', 1, { text: TEXT, etag: '"v1"', userId: 7, readAt: NOW }, NOW);
    await copies(new QueryClient(), { now: () => NOW + 1 }).behind(1);
    expect(await copies(new QueryClient()).open(1)).toBeNull();
    const again = copies(new QueryClient(), { now: () => NOW + 2 });
    again.save(1, TEXT, '"v2"', NOW + 2);
    await expect.poll(() => store.read('alice', 1, NOW + 3)).toMatchObject({ etag: '"v2"' });
  });

  it('clear drops every copy and what waits to be saved', async () => {
    await store.write('bob', 1, { text: TEXT, etag: null, userId: 8, readAt: NOW }, NOW);
    let run: () => void = () => undefined;
    const session = copies(new QueryClient(), {
      schedule: (task) => {
        run = task;
        return () => (run = () => undefined);
      },
    });
    session.save(1, TEXT, '"v2"', NOW);
    await session.clear();
    run();
    await Promise.resolve();
    expect(await store.read('bob', 1, NOW)).toBeNull();
    expect(await store.read('alice', 1, NOW)).toBeNull();
  });
});

describe('writes on their way, applied to a board that arrives', () => {
  it('takes a deleted card off a read of the board while its delete is pending', async () => {
    const queryClient = new QueryClient({
      defaultOptions: { mutations: { networkMode: 'always' } },
    });
    let finish: () => void = () => undefined;
    const pending = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => new Promise<void>((resolve) => (finish = resolve)),
      meta: boardOverlayMeta(1, (board: BoardWorkingSet, { cardId }: { cardId: number }) =>
        withoutCards(board, new Set([cardId])),
      ),
    });
    const done = pending.execute({ cardId: 2 });
    const read = boardOf([wireColumn(10, 1)], [wireCard(1, 10, 1), wireCard(2, 10, 2)]);
    await expect.poll(() => pending.state.status).toBe('pending');
    expect(withPendingWrites(queryClient, 1, read).cards.map((card) => card.id)).toEqual([1]);
    expect(withPendingWrites(queryClient, 2, read)).toBe(read);
    finish();
    await done;
    expect(withPendingWrites(queryClient, 1, read)).toBe(read);
  });
});
