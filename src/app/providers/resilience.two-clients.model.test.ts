/**
 * Model-based test of two people on one board under faults: Maya (manage) and Eli (edit) each
 * have their own page (session, outbox, API client) and act at random, interleaved, while the
 * mock injects network errors, 500s, 401s, hung requests and latency. Each moves, assigns and
 * ticks cards of their own half of the board (so the model of where everything ends is exact),
 * both create cards, and both rename any card, with what their page showed them (If-Match and
 * the merge, as the title field saves). Now and then a page reads the board again, as the live
 * board or a poll would, when it has nothing of its own on the way.
 *
 * At the end: every write saved, or (a rename only) stopped as a conflict the user is shown;
 * the server equals the model for columns, assignees and ticks, and every new card is there once;
 * and no title was overwritten silently: each title change the server made replaced exactly
 * the title its author's page showed when the rename was made. A rename stopped as a conflict
 * changed nothing. The mock's own change signal records each title change as it is stored.
 */
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getBoard } from '@/api/endpoints/boards';
import { getCard } from '@/api/extensions/cards';
import { boardHasPendingWrites } from '@/sync/queue/write-scope';
import { memoryOutboxStorage } from '@/sync/outbox/outbox-storage';
import { createSenderRegistry } from '@/sync/outbox/senders';
import { boardQueries } from '@/api/queries/boards';
import { boardKeys } from '@/api/queries/keys';
import { cardChange } from '@/features/card/use-patch-card.write';
import {
  FAULTS,
  loadFaultSeed,
  loadSessionCode,
  mockFaults,
  openModelSession,
  pauseWith,
  settleWith,
  plainClient,
  takeInjectedFaults,
  timing,
  userWrites,
  waitFor,
  type FaultSeed,
  type ModelSession,
  type WriteOutcome,
} from '@test/fault-model';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { seededRandom } from '@/lib/seeded-random';
import { connectionStore, tokenOf } from '../connection/connection-store';
import { signInAgain } from '../shell/sign-in-again';
import { connectivityState } from './connectivity';

const BOARD = 1;
/** Maya's page reads its token from the connection store (the sign-in dialog renews it). */
const MAYA = 'demo-manager';
const ELI = 'demo-editor';
const SEQUENCES = Number(process.env['TWO_CLIENTS_SEQUENCES'] ?? 200);
const FIXED_SEED = 20_261_125;
const RANDOM_SEED = Number(process.env['TWO_CLIENTS_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const REPLAY_PATH = process.env['TWO_CLIENTS_PATH'];

type Who = 0 | 1;
type Action = { who: Who; gapMs: number } & (
  | { kind: 'move'; card: number; column: number; order: number }
  | { kind: 'create'; column: number }
  | { kind: 'rename'; card: number }
  | { kind: 'tick'; item: number; done: boolean }
  | { kind: 'assign'; card: number; member: number; on: boolean }
  /** The page reads the board again (a live event or a poll). */
  | { kind: 'refresh' }
);

interface Rename {
  who: Who;
  cardId: number;
  /** The title the page showed when the rename was made. */
  seen: unknown;
}

interface TitleChange {
  cardId: number;
  from: string;
  to: string;
}

const figures = {
  sequences: 0,
  actions: 0,
  renames: 0,
  conflicts: 0,
  /** Saved renames of a title the other person had set (seen after a refresh). */
  overOther: 0,
  faults: 0,
  refreshes: 0,
};

/** The `index`th entry of a person's half of a list: Maya's are at even places, Eli's odd. */
function ownHalf<T>(list: readonly T[], who: Who, index: number): T {
  const half = list.filter((_, place) => place % 2 === who);
  const entry = half[index % half.length];
  if (entry === undefined) throw new Error('an empty half');
  return entry;
}

describe('two people on one board under faults (model-based, fast-check)', () => {
  const { service } = useMockApi();
  let seed: FaultSeed;
  const started = performance.now();
  /** The seed cards' titles as stored, and every change of one, in the order stored. */
  let storedTitles = new Map<number, string>();
  let titleChanges: TitleChange[] = [];

  function recordTitleChanges(): void {
    for (const card of service.db.cards) {
      const before = storedTitles.get(card.id);
      if (before !== undefined && before !== card.title) {
        titleChanges.push({ cardId: card.id, from: before, to: card.title });
      }
      if (card.id <= seed.maxCardId) storedTitles.set(card.id, card.title);
    }
  }

  beforeAll(async () => {
    seed = await loadFaultSeed(plainClient(MAYA), BOARD);
    await loadSessionCode(MAYA);
    service.onChange(recordTitleChanges);
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });

  afterAll(() => {
    vi.useRealTimers();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `[two clients model] ${figures.sequences} sequences, ${figures.actions} actions, ` +
        `${figures.renames} renames (${figures.overOther} over the other's title, ` +
        `${figures.conflicts} shown as conflicts), ${figures.refreshes} refreshes; ` +
        `${figures.faults} faults injected, ${timing.signIns} sign-ins; ` +
        `${(timing.virtualMs / 60_000).toFixed(1)} min of virtual time in ${seconds} s`,
    );
  });

  function actionArbitrary(): fc.Arbitrary<Action> {
    const who = fc.constantFrom<Who>(0, 1);
    // Mostly quick succession; now and then a pause long enough for the other's write to land.
    const gapMs = fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 0, max: 600 }) },
      fc.integer({ min: 2_000, max: 8_000 }),
    );
    const column = fc.integer({ min: 0, max: seed.columnIds.length - 1 });
    const index = (length: number) => fc.integer({ min: 0, max: Math.floor(length / 2) });
    return fc.oneof(
      fc.record({
        kind: fc.constant('move' as const),
        who,
        card: index(seed.cardIds.length),
        column,
        order: fc.integer({ min: 1, max: 12 }),
        gapMs,
      }),
      fc.record({ kind: fc.constant('create' as const), who, column, gapMs }),
      fc.record({
        kind: fc.constant('rename' as const),
        who,
        // Renames draw from a few cards, so both people often rename the same one.
        card: fc.integer({ min: 0, max: 3 }),
        gapMs,
      }),
      fc.record({
        kind: fc.constant('tick' as const),
        who,
        item: index(seed.items.length),
        done: fc.boolean(),
        gapMs,
      }),
      fc.record({
        kind: fc.constant('assign' as const),
        who,
        card: index(seed.cardIds.length),
        member: fc.integer({ min: 0, max: seed.memberIds.length - 1 }),
        on: fc.boolean(),
        gapMs,
      }),
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('refresh' as const), who, gapMs }) },
    );
  }

  async function checkSequences(
    propertySeed: number,
    runs: number,
    path: string | undefined = REPLAY_PATH,
  ): Promise<void> {
    let sequence = 0;
    console.info(`[two clients model] seed ${propertySeed}, ${runs} sequences`);
    await fc.assert(
      fc.asyncProperty(
        fc.array(actionArbitrary(), { minLength: 2, maxLength: 14 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        async (actions, faultSeed) => {
          sequence += 1;
          service.reset();
          await mockFaults('DELETE');
          storedTitles = new Map(service.db.cards.map((card) => [card.id, card.title]));
          titleChanges = [];

          const tokens: Record<Who, () => string | null> = {
            0: () => tokenOf(connectionStore.get()),
            1: () => ELI,
          };
          const storages = [memoryOutboxStorage(true), memoryOutboxStorage(true)];
          const sessions: ModelSession[] = ([0, 1] as const).map((who) =>
            openModelSession({
              getToken: tokens[who],
              onUnauthenticated: () => connectionStore.actions().markSessionExpired(),
              random: seededRandom((faultSeed ^ 0x5bd1e995) + who),
              outboxStorage: storages[who] ?? memoryOutboxStorage(true),
              senders: createSenderRegistry().senders(),
            }),
          );
          const session = (who: Who): ModelSession => {
            const found = sessions[who];
            if (!found) throw new Error(`no session ${who}`);
            return found;
          };

          // A 401 pauses both pages (one connectivity state in this process). Maya's sign-in
          // dialog renews her token; Eli's token is unchanged and his writes resume with it.
          let signingIn = false;
          const signInWhenAsked = () => {
            if (!connectivityState().sessionExpired || signingIn) return;
            signingIn = true;
            timing.signIns += 1;
            void signInAgain({
              queryClient: session(0).queryClient,
              token: MAYA,
              apiBaseUrl: TEST_API_BASE_URL,
              demoApiBaseUrl: TEST_API_BASE_URL,
            }).finally(() => {
              signingIn = false;
            });
          };
          /** Where each page stands, for a failure's message. */
          const pagesState = async () =>
            JSON.stringify({
              pages: await Promise.all(
                sessions.map(async ({ queryClient }, who) => ({
                  pending: queryClient.getMutationCache().findAll({ status: 'pending' }).length,
                  paused: queryClient
                    .getMutationCache()
                    .findAll({ predicate: (m) => m.state.isPaused }).length,
                  fetching: queryClient.isFetching(),
                  queries: queryClient
                    .getQueryCache()
                    .getAll()
                    .map((query) => ({
                      key: query.queryKey,
                      fetch: query.state.fetchStatus,
                      status: query.state.status,
                      failures: query.state.fetchFailureCount,
                      observers: query.getObserversCount(),
                    })),
                  kept: (await storages[who]?.all())?.length,
                })),
              ),
              connectivity: connectivityState(),
              online: onlineManager.isOnline(),
              signingIn,
            });
          const settle = (done: () => boolean | Promise<boolean>, what: string) =>
            settleWith(signInWhenAsked, done, what, pagesState);

          const watching: (() => void)[] = [];
          try {
            for (const who of [0, 1] as const) {
              const { queryClient, apiClient, outbox } = session(who);
              await waitFor(queryClient.fetchQuery(boardQueries.detail(apiClient, BOARD)));
              // The board page watches its board: it stays in the cache, polled while visible.
              const board = new QueryObserver(queryClient, boardQueries.detail(apiClient, BOARD));
              watching.push(board.subscribe(() => undefined));
              await settle(() => outbox.owner() !== null, 'the outbox did not start');
            }
            await mockFaults('POST', { ...FAULTS, seed: faultSeed });

            const columnOf = new Map(seed.board.cards.map((card) => [card.id, card.column_id]));
            const assignees = new Map(
              seed.board.cards.map((card) => [card.id, new Set(card.assignees_ids)]),
            );
            const ticks = new Map(seed.items.map((item) => [item.itemId, item.done]));
            const created = new Map<string, number>();
            const renames = new Map<string, Rename>();
            const outcomes: { label: string; outcome: Promise<WriteOutcome> }[] = [];

            for (const [index, action] of actions.entries()) {
              const label = `S${sequence}-A${index}-${action.who === 0 ? 'Maya' : 'Eli'}`;
              const { queryClient, apiClient } = session(action.who);
              const writes = userWrites(queryClient, apiClient, BOARD);
              const write = (outcome: Promise<WriteOutcome>) => outcomes.push({ label, outcome });
              switch (action.kind) {
                case 'move': {
                  const cardId = ownHalf(seed.cardIds, action.who, action.card);
                  const columnId = seed.columnIds[action.column] ?? 0;
                  columnOf.set(cardId, columnId);
                  write(writes.move(cardId, columnId, action.order));
                  break;
                }
                case 'create': {
                  const columnId = seed.columnIds[action.column] ?? 0;
                  created.set(label, columnId);
                  write(writes.create(columnId, label));
                  break;
                }
                case 'rename': {
                  const cardId = seed.cardIds[action.card] ?? 0;
                  const seen = cardChange(queryClient, BOARD, cardId, { title: label }).base?.values
                    .title;
                  renames.set(label, { who: action.who, cardId, seen });
                  write(writes.rename(cardId, label, true));
                  break;
                }
                case 'tick': {
                  const item = ownHalf(seed.items, action.who, action.item);
                  ticks.set(item.itemId, action.done);
                  write(writes.tick(item, action.done));
                  break;
                }
                case 'assign': {
                  const cardId = ownHalf(seed.cardIds, action.who, action.card);
                  const userId = seed.memberIds[action.member] ?? 0;
                  const set = assignees.get(cardId) ?? new Set<number>();
                  if (action.on) set.add(userId);
                  else set.delete(userId);
                  assignees.set(cardId, set);
                  write(writes.assign(cardId, userId, action.on));
                  break;
                }
                case 'refresh':
                  // As the live board does: nothing is read over the page's own unsaved writes.
                  if (!boardHasPendingWrites(queryClient, BOARD)) {
                    figures.refreshes += 1;
                    void queryClient
                      .refetchQueries({ queryKey: boardKeys.detail(BOARD) })
                      .catch(() => undefined);
                  }
                  break;
              }
              figures.actions += 1;
              await pauseWith(signInWhenAsked, action.gapMs);
            }

            await settle(async () => {
              for (const [who, { queryClient }] of sessions.entries()) {
                if (queryClient.getMutationCache().findAll({ status: 'pending' }).length > 0) {
                  return false;
                }
                if (queryClient.isFetching() > 0) return false;
                if ((await storages[who]?.all())?.length) return false;
              }
              return !connectivityState().sessionExpired && !signingIn;
            }, 'the pages did not settle');
            const injected = await takeInjectedFaults();
            figures.faults +=
              injected.network + injected.server + injected.unauthenticated + injected.hang;

            // Nothing lost: every write saved, but a rename that met the other's title, which
            // the user is shown (the title field's "Keep mine / Take theirs").
            const settled = await Promise.all(
              outcomes.map(async ({ label, outcome }) => ({ label, outcome: await outcome })),
            );
            for (const { label, outcome } of settled) {
              const allowed = renames.has(label) ? ['saved', 'conflict'] : ['saved'];
              expect(allowed, `${label} ended ${outcome}`).toContain(outcome);
            }

            // No silent overwrite: each stored title change replaced the title its author saw.
            const changedTo = new Map(titleChanges.map((change) => [change.to, change]));
            for (const change of titleChanges) {
              const rename = renames.get(change.to);
              expect(rename, `title ${change.to} was never asked for`).toBeDefined();
              expect(change.from, `${change.to} overwrote a title its author never saw`).toBe(
                rename?.seen,
              );
            }
            for (const { label, outcome } of settled) {
              const rename = renames.get(label);
              if (!rename) continue;
              figures.renames += 1;
              if (outcome === 'conflict') {
                figures.conflicts += 1;
                expect(changedTo.has(label), `${label} was stopped yet stored`).toBe(false);
              } else {
                expect(changedTo.has(label), `${label} was saved yet not stored`).toBe(true);
                const over = renames.get(changedTo.get(label)?.from ?? '');
                if (over && over.who !== rename.who) figures.overOther += 1;
              }
            }

            // The server, read through the API, equals the model.
            const client = plainClient(MAYA);
            const board = await waitFor(getBoard(client, BOARD));
            for (const card of board.cards) {
              if (card.deleted_at !== null) continue;
              if (card.id <= seed.maxCardId) {
                expect(card.column_id, `column of card ${card.id}`).toBe(columnOf.get(card.id));
                expect([...card.assignees_ids].sort()).toEqual(
                  [...(assignees.get(card.id) ?? [])].sort(),
                );
              }
            }
            for (const [title, columnId] of created) {
              const copies = board.cards.filter((card) => card.title === title);
              expect(
                copies.map((card) => card.column_id),
                `new card ${title}`,
              ).toEqual([columnId]);
            }
            const tickedCards = new Set(
              actions.flatMap((action) =>
                action.kind === 'tick' ? [ownHalf(seed.items, action.who, action.item).cardId] : [],
              ),
            );
            for (const cardId of tickedCards) {
              const detail = await waitFor(getCard(client, BOARD, cardId));
              for (const item of detail.checklists.flatMap((checklist) => checklist.items)) {
                expect(item.is_completed, `item ${item.id}`).toBe(ticks.get(item.id));
              }
            }
            figures.sequences += 1;
          } finally {
            for (const stop of watching) stop();
            for (const each of sessions) {
              each.close();
              each.queryClient.clear();
            }
          }
        },
      ),
      {
        numRuns: runs,
        endOnFailure: true,
        seed: propertySeed,
        ...(path === undefined ? {} : { path }),
      },
    );
  }

  // A CI failure (2026-11-27): Maya's rename waited in her board's queue behind writes paused
  // by a 401; the sign-in set the connection online and React Query read the board again over
  // the queued rename, so her page showed the old title and her next rename started from it.
  it('reads no board over its queued writes when a sign-in brings the connection back', async () => {
    const before = figures.sequences;
    await checkSequences(536_176_155, 1, '20');
    expect(figures.sequences - before).toBe(1);
  });

  it(`loses nothing and overwrites no one through ${SEQUENCES} random sequences`, async () => {
    const before = figures.sequences;
    if (process.env['TWO_CLIENTS_SEED'] === undefined) {
      await checkSequences(FIXED_SEED, Math.ceil(SEQUENCES / 2));
      await checkSequences(RANDOM_SEED, Math.floor(SEQUENCES / 2));
    } else {
      await checkSequences(RANDOM_SEED, SEQUENCES);
    }
    expect(figures.sequences - before).toBe(SEQUENCES);
    expect(figures.faults).toBeGreaterThan(0);
    expect(figures.conflicts).toBeGreaterThan(0);
  }, 3_600_000);
});
