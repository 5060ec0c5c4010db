// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { QueryClient } from '@tanstack/react-query';
import { onlineManager } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/http/client';
import { attemptWrite, idempotencyKeyOf } from '../queue/write-run';
import { createAppQueryClient } from '@/app/providers/query-client';
import { createOutbox, type Outbox } from './outbox';
import type { OutboxOwner } from './outbox-record';
import { resetOutboxStatus, useEarlierWrites } from './outbox-status';
import { indexedDbOutboxStorage, memoryOutboxStorage, type OutboxStorage } from './outbox-storage';
import { createSenderRegistry } from './senders';
import { sendWrite } from './send-write';
import { registerWrite, type WriteServices } from '../writes/write-registry';

const ALICE: OutboxOwner = { server: 'https://pb.test/api', userId: 1, name: 'Alice' };
const BOB: OutboxOwner = { server: 'https://pb.test/api', userId: 2, name: 'Bob' };

/** What reached "the server": each send with the key it carried. */
let sent: { title: string; key: string }[] = [];

const renameWrite = registerWrite(
  'test-rename',
  (_services: WriteServices, { boardId }: { boardId: number }) => ({
    scope: { id: `board-${boardId}` },
    // Like every write of the app: each attempt through `attemptWrite` (its turn, its budgets).
    mutationFn: (variables: { title: string }) =>
      attemptWrite(variables, () => {
        sent.push({ title: variables.title, key: idempotencyKeyOf(variables) });
        return Promise.resolve(variables.title);
      }),
  }),
);

interface Session {
  outbox: Outbox;
  queryClient: QueryClient;
  services: WriteServices;
  close(): void;
}

/** One tab's signed-in session over a shared "browser" (storage and locks). */
function openSession(
  storage: OutboxStorage,
  registry: ReturnType<typeof createSenderRegistry>,
  whenSaved?: Parameters<typeof createOutbox>[0]['whenSaved'],
) {
  const outbox = createOutbox({
    storage,
    senders: registry.senders(),
    loadWriteKinds: () => Promise.resolve(),
    ...(whenSaved ? { whenSaved } : {}),
  });
  const queryClient = createAppQueryClient({ onUnauthenticated: () => undefined, outbox });
  queryClient.mount();
  const services = {
    queryClient,
    api: createApiClient({ baseUrl: 'https://pb.test/api', token: 't' }),
  };
  return {
    outbox,
    queryClient,
    services,
    close() {
      queryClient.unmount();
      outbox.stop();
    },
  } satisfies Session;
}

function rename(session: Session, title: string): Promise<string> {
  return sendWrite(session.services, renameWrite(session.services, { boardId: 1 }), { title });
}

/** Waits until `check` passes, letting IndexedDB's and the queue's promises run. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 1_000; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('condition not met');
}

const titlesIn = async (storage: OutboxStorage) =>
  (await storage.all())
    .sort((a, b) => a.seq - b.seq)
    .map((record) => (record.variables as { title: string }).title);

describe('the durable outbox', () => {
  let storage: OutboxStorage;
  let registry: ReturnType<typeof createSenderRegistry>;

  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    storage = indexedDbOutboxStorage();
    registry = createSenderRegistry();
    sent = [];
  });

  afterEach(() => {
    onlineManager.setOnline(true);
  });

  /** A tab of Alice's makes these writes offline, then closes (or crashes) with none sent. */
  async function closedTabWith(titles: readonly string[]): Promise<void> {
    const tab = openSession(storage, registry);
    await tab.outbox.start(ALICE, tab.services);
    onlineManager.setOnline(false);
    for (const title of titles) void rename(tab, title).catch(() => undefined);
    await until(async () => (await storage.all()).length === titles.length);
    tab.close();
  }

  it('keeps a write in IndexedDB until it is saved, then removes it', async () => {
    const tab = openSession(storage, registry);
    await tab.outbox.start(ALICE, tab.services);
    onlineManager.setOnline(false);
    const saved = rename(tab, 'Offline title');
    await until(async () => (await titlesIn(storage)).length === 1);
    expect(await titlesIn(storage)).toEqual(['Offline title']);
    expect(sent).toEqual([]);

    onlineManager.setOnline(true);
    await expect(saved).resolves.toBe('Offline title');
    await until(async () => (await storage.all()).length === 0);
    tab.close();
  });

  it('removes a saved write only once what must hold first (the board copy marked behind) has', async () => {
    let held: () => void = () => undefined;
    const boards: number[] = [];
    const tab = openSession(storage, registry, (boardId) => {
      boards.push(boardId);
      return new Promise<void>((resolve) => (held = resolve));
    });
    await tab.outbox.start(ALICE, tab.services);
    await expect(rename(tab, 'Saved title')).resolves.toBe('Saved title');
    expect(boards).toEqual([1]);
    // Saved, but the record stays while the copy is being marked: a reload now still shows it.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await titlesIn(storage)).toEqual(['Saved title']);
    held();
    await until(async () => (await storage.all()).length === 0);
    tab.close();
  });

  it('does not hold a refused write for the copy: nothing of it was saved', async () => {
    const asked: string[] = [];
    const tab = openSession(storage, registry, () => {
      asked.push('saved');
    });
    await tab.outbox.start(ALICE, tab.services);
    const refused = registerWrite('test-refused', () => ({
      scope: { id: 'board-1' },
      mutationFn: (variables: { title: string }) =>
        attemptWrite(variables, () => Promise.reject(new Error('refused'))),
      retry: false,
    }));
    await expect(
      sendWrite(tab.services, refused(tab.services, null), { title: 'x' }),
    ).rejects.toThrow('refused');
    await until(async () => (await storage.all()).length === 0);
    expect(asked).toEqual([]);
    tab.close();
  });

  it('sends the writes of a closed tab again, in order, with the keys they were made with', async () => {
    await closedTabWith(['one', 'two', 'three']);
    const keys = (await storage.all()).sort((a, b) => a.seq - b.seq).map((record) => record.id);

    const reloaded = openSession(storage, registry);
    await reloaded.outbox.start(ALICE, reloaded.services);
    expect(reloaded.queryClient.getMutationCache().findAll({ status: 'pending' })).toHaveLength(3);
    onlineManager.setOnline(true);
    await until(() => sent.length === 3);
    expect(sent).toEqual([
      { title: 'one', key: keys[0] },
      { title: 'two', key: keys[1] },
      { title: 'three', key: keys[2] },
    ]);
    await until(async () => (await storage.all()).length === 0);
    reloaded.close();
  });

  it('sends the writes made after a reload only after the ones taken over, which came first', async () => {
    await closedTabWith(['before 1', 'before 2']);

    const reloaded = openSession(storage, registry);
    void rename(reloaded, 'after the reload').catch(() => undefined);
    onlineManager.setOnline(true);
    await reloaded.outbox.start(ALICE, reloaded.services);
    await until(() => sent.length === 3);
    expect(sent.map((send) => send.title)).toEqual(['before 1', 'before 2', 'after the reload']);
    reloaded.close();
  });

  it('before the owner is known, counts what an earlier visit left, and holds no write when it left nothing', async () => {
    await closedTabWith(['left behind']);
    onlineManager.setOnline(true);

    const earlier = renderHook(() => useEarlierWrites());
    const reloaded = openSession(storage, registry);
    await reloaded.outbox.peek(ALICE.server);
    expect(earlier.result.current).toBe(1);
    reloaded.close();
    earlier.unmount();
    resetOutboxStatus();

    globalThis.indexedDB = new IDBFactory(); // another browser: nothing kept
    const fresh = openSession(indexedDbOutboxStorage(), createSenderRegistry());
    await fresh.outbox.peek(ALICE.server);
    // Nothing to take over: a write made before `/me` answers goes out at once.
    await expect(rename(fresh, 'not held')).resolves.toBe('not held');
    expect(sent.map((send) => send.title)).toEqual(['not held']);
    fresh.close();
  });

  it('keeps writes made before the user was known, and keeps them under that user', async () => {
    const tab = openSession(storage, registry);
    onlineManager.setOnline(false);
    void rename(tab, 'early').catch(() => undefined);
    await until(() => tab.queryClient.isMutating() === 1);
    expect(tab.outbox.hasUnkeptWrites(tab.queryClient.getMutationCache().getAll())).toBe(true);
    await tab.outbox.start(ALICE, tab.services);
    await until(async () => (await storage.all()).length === 1);
    expect((await storage.all())[0]?.owner).toEqual(ALICE);
    expect(tab.outbox.hasUnkeptWrites(tab.queryClient.getMutationCache().getAll())).toBe(false);
    tab.close();
  });

  it('never sends one person’s writes as another, and lets them be discarded', async () => {
    await closedTabWith(['Alice wrote this']);

    const bob = openSession(storage, registry);
    await bob.outbox.start(BOB, bob.services);
    onlineManager.setOnline(true);
    expect(bob.queryClient.getMutationCache().getAll()).toHaveLength(0);
    await bob.outbox.refreshStatus();
    expect((await storage.all()).map((record) => record.owner.name)).toEqual(['Alice']);
    expect(sent).toEqual([]);

    await bob.outbox.discard(ALICE);
    expect(await storage.all()).toEqual([]);
    bob.close();
  });

  it('lets one tab send at a time: the other takes over only when the first has closed', async () => {
    const first = openSession(storage, registry);
    await first.outbox.start(ALICE, first.services);
    onlineManager.setOnline(false);
    void rename(first, 'from the first tab').catch(() => undefined);
    await until(async () => (await storage.all()).length === 1);

    const second = openSession(storage, registry);
    await second.outbox.start(ALICE, second.services);
    expect(second.queryClient.getMutationCache().getAll()).toHaveLength(0);

    first.close();
    await until(() => second.queryClient.getMutationCache().getAll().length === 1);
    onlineManager.setOnline(true);
    await until(() => sent.length === 1);
    expect(sent.map((send) => send.title)).toEqual(['from the first tab']);
    second.close();
  });

  it('asks before unloading only when a pending write is not kept', async () => {
    const memory = openSession(memoryOutboxStorage(false), registry);
    await memory.outbox.start(ALICE, memory.services);
    onlineManager.setOnline(false);
    void rename(memory, 'not kept').catch(() => undefined);
    await until(() => memory.queryClient.isMutating() === 1);
    expect(memory.outbox.hasUnkeptWrites(memory.queryClient.getMutationCache().getAll())).toBe(
      true,
    );
    memory.close();

    const durable = openSession(storage, registry);
    await durable.outbox.start(ALICE, durable.services);
    void rename(durable, 'kept').catch(() => undefined);
    const pending = () => durable.queryClient.getMutationCache().findAll({ status: 'pending' });
    await until(async () => (await storage.all()).length === 1);
    await until(() => !durable.outbox.hasUnkeptWrites(pending()));
    expect(pending()).toHaveLength(1);
    durable.close();
  });
});
