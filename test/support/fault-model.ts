/**
 * What the model-based "no lost work" tests share: the mock's fault plan, the seed board read
 * through the API, a page's session built as `AppProviders` builds it, the writes a user makes
 * (through the app's real write layer) and virtual time that moves until something settles.
 */
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { isSaveConflict } from '@/api/conflicts/save-merging';
import { getBoard } from '@/api/endpoints/boards';
import { getCard } from '@/api/extensions/cards';
import { createApiClient, type ApiClient } from '@/api/http/client';
import { useSyncAssignees } from '@/sync/writes/cards.write';
import { createCardOptions } from '@/sync/writes/create-card-on-board';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { memoryOutboxStorage, type OutboxStorage } from '@/sync/outbox/outbox-storage';
import { createSenderRegistry, type Senders } from '@/sync/outbox/senders';
import type { BoardWorkingSet, Card } from '@/api/types';
import { createSessionServices, type SessionServices } from '@/app/providers/session-services';
import { moveCardWrite } from '@/sync/writes/move-card.write';
import { tickItemWrite } from '@/features/card/checklists/tick-item.write';
import { cardChange, patchCardWrite } from '@/features/card/use-patch-card.write';
import { loadWriteKinds } from '@/app/providers/write-kinds';
import { seededRandom } from '@/lib/seeded-random';
import { TEST_API_BASE_URL } from './mock-api';

export const FAULTS = {
  network_error_rate: 0.1,
  server_error_rate: 0.1,
  unauthenticated_rate: 0.05,
  hang_rate: 0.02,
  latency_ms: { min: 0, max: 2000 },
};
export const TICK_MS = 250;

/** Virtual time spent and sign-ins made, for the figures a test prints. */
export const timing = { virtualMs: 0, signIns: 0 };

export const plainClient = (token: string): ApiClient =>
  createApiClient({ baseUrl: TEST_API_BASE_URL, token });

/** The mock's fault plan (`/__mock/faults`): GET reads the counts, POST sets, DELETE clears. */
export async function mockFaults(
  method: 'GET' | 'POST' | 'DELETE',
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${TEST_API_BASE_URL}/__mock/faults`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Mock-Control': '1' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

export interface InjectedFaults {
  network: number;
  server: number;
  unauthenticated: number;
  hang: number;
}

/** The faults injected since the plan was set; the plan is cleared. */
export async function takeInjectedFaults(): Promise<InjectedFaults> {
  const { injected } = (await mockFaults('GET')) as { injected: InjectedFaults };
  await mockFaults('DELETE');
  return injected;
}

const byPosition = (a: Card, b: Card) => a.order - b.order || a.id - b.id;

export function liveCards(board: BoardWorkingSet, columnId: number): Card[] {
  return board.cards
    .filter((card) => card.column_id === columnId && card.deleted_at === null)
    .sort(byPosition);
}

export interface ChecklistItemRef {
  cardId: number;
  checklistId: number;
  itemId: number;
  done: boolean;
}

/** The seed board as the tests draw their actions from it. */
export interface FaultSeed {
  board: BoardWorkingSet;
  cardIds: number[];
  columnIds: number[];
  memberIds: number[];
  items: ChecklistItemRef[];
  maxCardId: number;
}

export async function loadFaultSeed(client: ApiClient, boardId: number): Promise<FaultSeed> {
  const board = await getBoard(client, boardId);
  const live = board.cards.filter((card) => card.deleted_at === null && card.archived_at === null);
  const items: ChecklistItemRef[] = [];
  for (const card of live) {
    const detail = await getCard(client, boardId, card.id);
    for (const checklist of detail.checklists) {
      for (const item of checklist.items) {
        items.push({
          cardId: card.id,
          checklistId: checklist.id,
          itemId: item.id,
          done: item.is_completed,
        });
      }
    }
  }
  return {
    board,
    cardIds: live.map((card) => card.id),
    columnIds: Object.values(board.columns)
      .filter((column) => column.archived_at === null)
      .map((column) => column.id),
    memberIds: Object.values(board.members)
      .filter((member) => member.deleted_at === null)
      .map((member) => member.id),
    items,
    maxCardId: Math.max(...board.cards.map((card) => card.id)),
  };
}

/** Advances virtual time until `promise` settles (requests have latency, retries back off). */
export async function waitFor<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  const settled = promise.finally(() => {
    done = true;
  });
  while (!done) {
    await vi.advanceTimersByTimeAsync(TICK_MS);
    timing.virtualMs += TICK_MS;
  }
  return settled;
}

export interface ModelSession extends SessionServices {
  /** Requests sent and not yet answered. */
  inFlight: () => number;
  /** The page goes away: nothing it does afterwards reaches the server. */
  close: () => void;
}

interface ModelSessionInput {
  getToken: () => string | null;
  onUnauthenticated: () => void;
  random: () => number;
  outboxStorage: OutboxStorage;
  senders: Senders;
}

/**
 * A page's session, as `AppProviders` builds it. Closing it is the page going away: nothing it
 * does afterwards reaches the server (its fetch answers 418), but the requests it had in flight
 * still land, their answers lost (`inFlight`).
 */
export function openModelSession(input: ModelSessionInput): ModelSession {
  let closed = false;
  let inFlight = 0;
  const services = createSessionServices({
    baseUrl: TEST_API_BASE_URL,
    ...input,
    fetchFn: (request, init) => {
      if (closed) return Promise.resolve(new Response('{}', { status: 418 }));
      inFlight += 1;
      return fetch(request, init).finally(() => {
        inFlight -= 1;
      });
    },
    openChannel: () => null,
  });
  const stop = services.activate();
  services.queryClient.mount();
  return {
    ...services,
    inFlight: () => inFlight,
    close() {
      closed = true;
      stop();
      services.queryClient.unmount();
    },
  };
}

/**
 * Loads, in real time and before a test fakes the clock, the code a session imports once it has
 * started (the outbox, its storage and owner hint, every write kind), by starting one and waiting
 * for its outbox. A model's waits advance virtual time for at most 40,000 ticks; on a loaded
 * machine a first import outlasted them ("the outbox did not start", CI 2026-12-02).
 */
export async function loadSessionCode(token: string): Promise<void> {
  const session = openModelSession({
    getToken: () => token,
    onUnauthenticated: () => undefined,
    random: seededRandom(1),
    outboxStorage: memoryOutboxStorage(true),
    senders: createSenderRegistry().senders(),
  });
  try {
    await loadWriteKinds();
    await vi.waitFor(
      () => {
        if (session.outbox.owner() === null) throw new Error('the outbox did not start');
      },
      { timeout: 60_000, interval: 10 },
    );
  } finally {
    session.close();
    session.queryClient.clear();
  }
}

export type WriteOutcome = 'saved' | 'failed' | 'conflict';

function outcomeOf(promise: Promise<unknown>): Promise<WriteOutcome> {
  return promise.then(
    () => 'saved' as const,
    (error: unknown) => (isSaveConflict(error) ? ('conflict' as const) : ('failed' as const)),
  );
}

/** The writes a user makes, each through the options the app's hooks use. */
export function userWrites(
  queryClient: QueryClient,
  api: ApiClient,
  boardId: number,
): {
  move: (cardId: number, toColumnId: number, order: number) => Promise<WriteOutcome>;
  create: (columnId: number, title: string) => Promise<WriteOutcome>;
  /** `seen`: with what the user saw (If-Match and a merge), as the title field sends it. */
  rename: (cardId: number, title: string, seen?: boolean) => Promise<WriteOutcome>;
  tick: (item: ChecklistItemRef, done: boolean) => Promise<WriteOutcome>;
  assign: (cardId: number, userId: number, on: boolean) => Promise<WriteOutcome>;
} {
  const services = { queryClient, api };
  const ownErrors = { meta: { handlesOwnErrors: true }, scope: boardWriteScope(boardId) };
  return {
    move: (cardId, toColumnId, order) =>
      outcomeOf(
        new MutationObserver(queryClient, moveCardWrite(services, { boardId })).mutate({
          cardId,
          toColumnId,
          order,
        }),
      ),
    create: (columnId, title) =>
      outcomeOf(
        new MutationObserver(queryClient, createCardOptions(services, boardId)).mutate({
          boardId,
          input: { column_id: columnId, title },
        }),
      ),
    rename: (cardId, title, seen = false) =>
      outcomeOf(
        new MutationObserver(queryClient, patchCardWrite(services, { boardId, cardId })).mutate(
          seen
            ? cardChange(queryClient, boardId, cardId, { title })
            : { boardId, cardId, changes: { title } },
        ),
      ),
    tick: (item, done) =>
      outcomeOf(
        new MutationObserver(
          queryClient,
          tickItemWrite(services, { boardId, cardId: item.cardId }),
        ).mutate({
          boardId,
          cardId: item.cardId,
          checklistId: item.checklistId,
          itemId: item.itemId,
          changes: { is_completed: done },
        }),
      ),
    assign: (cardId, userId, on) =>
      outcomeOf(
        new MutationObserver(queryClient, useSyncAssignees.options(api, ownErrors)).mutate({
          boardId,
          cardId,
          assignees: { [userId]: on },
        }),
      ),
  };
}

/**
 * Advances virtual time in steps, calling `onTick` before each (a sign-in when asked), until
 * `done`; fails after 2.7 h of virtual time, with `state` in the message when given.
 */
export async function settleWith(
  onTick: () => void,
  done: () => boolean | Promise<boolean>,
  what: string,
  state?: () => Promise<string>,
): Promise<void> {
  for (let ticks = 0; !(await done()); ticks += 1) {
    onTick();
    if (ticks > 40_000) {
      const where = state ? `: ${await state()}` : '';
      throw new Error(`${what}: not in 2.7 h of virtual time${where}`);
    }
    await vi.advanceTimersByTimeAsync(TICK_MS);
    timing.virtualMs += TICK_MS;
  }
}

/** The pause between two of the user's actions, calling `onTick` at each step. */
export async function pauseWith(onTick: () => void, gapMs: number): Promise<void> {
  let waited = 0;
  do {
    onTick();
    await vi.advanceTimersByTimeAsync(Math.min(TICK_MS, gapMs - waited));
    waited += TICK_MS;
  } while (waited < gapMs);
  timing.virtualMs += gapMs;
}
