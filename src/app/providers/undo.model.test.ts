/**
 * Model-based test of undo under faults (issue 18): any sequence of user actions (moves, field
 * changes, ticks, assignments, and bulk actions on a selection: tags, assignments, moves of
 * several cards as one action), each recorded on the board's undo history as the app's hooks
 * record it, followed by as many undos, leaves the server as it began, while the mock injects
 * the fault model's faults (network errors, 500s, 401s answered by signing in again, hung
 * requests, latency up to 2 s). The undos are issued while the writes are still on their way:
 * the ones still queued are cancelled (no request), the ones sent are followed by their
 * inverse.
 *
 * Seeded like the resilience model tests: `UNDO_SEED`, `UNDO_PATH` replay a failure (both
 * printed), `UNDO_SEQUENCES` sets how many run (CI: 100, half from a fixed seed; about 12 s),
 * `UNDO_SHRINK=1` lets fast-check shrink a replayed failure to its smallest sequence.
 */
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getBoard } from '@/api/endpoints/boards';
import { getCard } from '@/api/extensions/cards';
import type { UpdateCardVariables } from '@/sync/writes/update-card.write';
import { isWriteQueued } from '@/sync/queue/write-run';
import { memoryOutboxStorage } from '@/sync/outbox/outbox-storage';
import { createSenderRegistry } from '@/sync/outbox/senders';
import { cardOf } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import { boardQueries } from '@/api/queries/boards';
import type { BoardWorkingSet } from '@/api/types';
import { moveCardWrite } from '@/sync/writes/move-card.write';
import { moveAction } from '@/sync/undo/move-step';
import { clearUndoHistory, historyOf, recordAction } from '@/sync/undo/undo-history';
import { perform, undo, undoSendsPending } from '@/sync/undo/undo-run';
import { bulkAction, type BulkChange } from '@/features/selection/bulk/bulk-actions';
import { assigneesStep } from '@/features/card/undo/assignees-step';
import { patchStep } from '@/features/card/undo/patch-step';
import { tickStep } from '@/features/card/undo/tick-step';
import { tickItemWrite } from '@/features/card/checklists/tick-item.write';
import { assigneesOptions } from '@/features/card/properties/assignees-write';
import { cardChange, patchCardWrite } from '@/features/card/use-patch-card.write';
import {
  FAULTS,
  liveCards,
  loadFaultSeed,
  loadSessionCode,
  mockFaults,
  openModelSession,
  pauseWith,
  plainClient,
  settleWith,
  takeInjectedFaults,
  timing,
  waitFor,
  type FaultSeed,
} from '@test/fault-model';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { seededRandom } from '@/lib/seeded-random';
import { connectionStore, tokenOf } from '../connection/connection-store';
import { signInAgain } from '../shell/sign-in-again';
import { connectivityState } from './connectivity';

const BOARD = 1;
const TOKEN = 'demo-manager';
const SEQUENCES = Number(process.env['UNDO_SEQUENCES'] ?? 100);
const FIXED_SEED = 20_261_126;
const RANDOM_SEED = Number(process.env['UNDO_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const REPLAY_PATH = process.env['UNDO_PATH'];

type Action =
  | { kind: 'move'; card: number; column: number; order: number; gapMs: number }
  | { kind: 'rename'; card: number; gapMs: number }
  | { kind: 'tick'; item: number; gapMs: number }
  | { kind: 'assign'; card: number; member: number; gapMs: number }
  | { kind: 'bulk'; cards: number[]; change: BulkPick; gapMs: number };

/** A bulk action's change, by index into the seed's tags, members and columns. */
type BulkPick =
  | { kind: 'add-tag' | 'remove-tag'; tag: number }
  | { kind: 'assign' | 'unassign'; member: number }
  | { kind: 'move'; column: number };

const figures = { sequences: 0, actions: 0, cancelled: 0, inverses: 0, faults: 0 };

describe('undo leaves the server as it began, under faults (model-based, fast-check)', () => {
  const { service } = useMockApi();
  let seed: FaultSeed;
  const started = performance.now();

  beforeAll(async () => {
    seed = await loadFaultSeed(plainClient(TOKEN), BOARD);
    await loadSessionCode(TOKEN);
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });

  afterAll(() => {
    vi.useRealTimers();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `[undo model] ${figures.sequences} sequences, ${figures.actions} actions undone ` +
        `(${figures.cancelled} writes cancelled while queued, ${figures.inverses} inverses ` +
        `sent); ${figures.faults} faults injected, ${timing.signIns} sign-ins; ` +
        `${(timing.virtualMs / 60_000).toFixed(1)} min of virtual time in ${seconds} s`,
    );
  });

  const tagIds = () => Object.keys(seed.board.tags).map(Number);

  /** The change a bulk pick stands for on the seed board. */
  function bulkChange(pick: BulkPick): BulkChange {
    switch (pick.kind) {
      case 'add-tag':
      case 'remove-tag':
        return { kind: pick.kind, tagId: tagIds()[pick.tag] ?? 0 };
      case 'assign':
      case 'unassign':
        return { kind: pick.kind, memberId: seed.memberIds[pick.member] ?? 0 };
      case 'move':
        return { kind: 'move', toColumnId: seed.columnIds[pick.column] ?? 0, beforeCardId: null };
    }
  }

  function actionArbitrary(): fc.Arbitrary<Action> {
    const gapMs = fc.integer({ min: 0, max: 600 });
    const card = fc.integer({ min: 0, max: seed.cardIds.length - 1 });
    return fc.oneof(
      fc.record({
        kind: fc.constant('move' as const),
        card,
        column: fc.integer({ min: 0, max: seed.columnIds.length - 1 }),
        order: fc.integer({ min: 1, max: 12 }),
        gapMs,
      }),
      fc.record({ kind: fc.constant('rename' as const), card, gapMs }),
      fc.record({
        kind: fc.constant('tick' as const),
        item: fc.integer({ min: 0, max: seed.items.length - 1 }),
        gapMs,
      }),
      fc.record({
        kind: fc.constant('assign' as const),
        card,
        member: fc.integer({ min: 0, max: seed.memberIds.length - 1 }),
        gapMs,
      }),
      fc.record({
        kind: fc.constant('bulk' as const),
        cards: fc.uniqueArray(card, { minLength: 2, maxLength: 5 }),
        change: fc.oneof(
          fc.record({
            kind: fc.constantFrom('add-tag' as const, 'remove-tag' as const),
            tag: fc.integer({ min: 0, max: tagIds().length - 1 }),
          }),
          fc.record({
            kind: fc.constantFrom('assign' as const, 'unassign' as const),
            member: fc.integer({ min: 0, max: seed.memberIds.length - 1 }),
          }),
          fc.record({
            kind: fc.constant('move' as const),
            column: fc.integer({ min: 0, max: seed.columnIds.length - 1 }),
          }),
        ),
        gapMs,
      }),
    );
  }

  async function checkSequences(propertySeed: number, runs: number): Promise<void> {
    let sequence = 0;
    console.info(`[undo model] seed ${propertySeed}, ${runs} sequences`);
    await fc.assert(
      fc.asyncProperty(
        fc.array(actionArbitrary(), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 600 }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        async (actions, undoGaps, faultSeed) => {
          sequence += 1;
          service.reset();
          clearUndoHistory();
          await mockFaults('DELETE');
          const session = openModelSession({
            getToken: () => tokenOf(connectionStore.get()),
            onUnauthenticated: () => connectionStore.actions().markSessionExpired(),
            random: seededRandom(faultSeed ^ 0x5bd1e995),
            outboxStorage: memoryOutboxStorage(true),
            senders: createSenderRegistry().senders(),
          });
          const { queryClient, apiClient: api } = session;
          const services = { queryClient, api };
          let signingIn = false;
          const signInWhenAsked = () => {
            if (!connectivityState().sessionExpired || signingIn) return;
            signingIn = true;
            timing.signIns += 1;
            void signInAgain({
              queryClient,
              token: TOKEN,
              apiBaseUrl: TEST_API_BASE_URL,
              demoApiBaseUrl: TEST_API_BASE_URL,
            }).finally(() => {
              signingIn = false;
            });
          };
          const boardNow = () => queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(BOARD));
          let unwatch: () => void = () => undefined;
          const ticked = new Set<number>();
          const ticks = new Map<number, boolean>();
          const currentTick = (itemId: number, done: boolean) => ticks.get(itemId) ?? done;
          try {
            // Watched as the board page watches it (kept in the cache, polled when idle).
            unwatch = new QueryObserver(queryClient, boardQueries.detail(api, BOARD)).subscribe(
              () => undefined,
            );
            await settleWith(signInWhenAsked, () => boardNow() !== undefined, 'board');
            await settleWith(signInWhenAsked, () => session.outbox.owner() !== null, 'outbox');
            await mockFaults('POST', { ...FAULTS, seed: faultSeed });
            const observe = (options: object, variables: object) =>
              void new MutationObserver(queryClient, options as never)
                .mutate(variables as never)
                .catch(() => undefined);
            const writes = {
              moveWith: (v: object) => observe(moveCardWrite(services, { boardId: BOARD }), v),
              patchWith: (v: UpdateCardVariables) =>
                observe(patchCardWrite(services, { boardId: BOARD, cardId: v.cardId }), v),
              tickWith: (v: { cardId: number }) =>
                observe(tickItemWrite(services, { boardId: BOARD, cardId: v.cardId }), v),
              assignWith: (v: { cardId: number }) =>
                observe(assigneesOptions(queryClient, api, BOARD, v.cardId), v),
            };
            for (const [index, action] of actions.entries()) {
              const before = boardNow();
              if (!before) throw new Error('the board is not in the cache');
              const cardId = seed.cardIds['card' in action ? action.card : 0] ?? 0;
              // Each action made as its hook makes it: the write, and its step recorded.
              if (action.kind === 'bulk') {
                // As the selection bar makes it: one action, its writes queued after the paint.
                const ids = action.cards.map((at) => seed.cardIds[at] ?? 0);
                const input = bulkAction(BOARD, before, ids, bulkChange(action.change));
                if (input) perform(services, BOARD, input);
              } else if (action.kind === 'move') {
                const move = {
                  cardId,
                  toColumnId: seed.columnIds[action.column] ?? 0,
                  order: action.order,
                };
                const input = moveAction(BOARD, before, move);
                if (input) recordAction(services, BOARD, input);
                writes.moveWith(move);
              } else if (action.kind === 'rename') {
                const variables = cardChange(queryClient, BOARD, cardId, {
                  title: `S${sequence}-A${index}`,
                });
                if (!variables.base) throw new Error('no base');
                recordAction(services, BOARD, {
                  done: 'renamed',
                  undone: 'renamed back',
                  steps: [
                    {
                      step: patchStep(BOARD, cardId, variables.changes, variables.base),
                      sent: variables,
                    },
                  ],
                });
                writes.patchWith(variables);
              } else if (action.kind === 'tick') {
                const item = seed.items[action.item];
                if (!item) throw new Error('no such item');
                ticked.add(item.cardId);
                const variables = {
                  boardId: BOARD,
                  cardId: item.cardId,
                  checklistId: item.checklistId,
                  itemId: item.itemId,
                  changes: { is_completed: !currentTick(item.itemId, item.done) },
                };
                ticks.set(item.itemId, variables.changes.is_completed);
                recordAction(services, BOARD, {
                  done: 'ticked',
                  undone: 'unticked',
                  steps: [
                    { step: tickStep(variables, !variables.changes.is_completed), sent: variables },
                  ],
                });
                writes.tickWith(variables);
              } else {
                const card = cardOf(before, cardId);
                const userId = seed.memberIds[action.member] ?? 0;
                if (!card) throw new Error('no such card');
                const variables = {
                  boardId: BOARD,
                  cardId,
                  assignees: { [userId]: !card.assignees_ids.includes(userId) },
                };
                recordAction(services, BOARD, {
                  done: 'assigned',
                  undone: 'unassigned',
                  steps: [{ step: assigneesStep(card, variables), sent: variables }],
                });
                writes.assignWith(variables);
              }
              figures.actions += 1;
              await pauseWith(signInWhenAsked, action.gapMs);
            }
            // As many undos as actions went on the history (a bulk action that would change
            // nothing records none).
            for (const gap of undoGaps.slice(0, historyOf(BOARD).past.length)) {
              const steps = historyOf(BOARD).past.at(-1)?.steps ?? [];
              const queued = steps.filter(({ sent }) => sent !== null && isWriteQueued(sent));
              const outcome = undo(BOARD);
              expect(outcome.message).toMatch(/^Undone: /);
              figures.cancelled += queued.length;
              figures.inverses += steps.length - queued.length;
              await pauseWith(signInWhenAsked, gap);
            }
            await settleWith(
              signInWhenAsked,
              async () =>
                !undoSendsPending() &&
                queryClient.getMutationCache().findAll({ status: 'pending' }).length === 0 &&
                queryClient.isFetching() === 0 &&
                !connectivityState().sessionExpired &&
                !signingIn,
              'the app did not settle',
            );
            const injected = await takeInjectedFaults();
            figures.faults += injected.network + injected.server + injected.unauthenticated;
            figures.faults += injected.hang;

            // The server, read through the API, is as it began.
            const client = plainClient(TOKEN);
            const board = await waitFor(getBoard(client, BOARD));
            for (const columnId of seed.columnIds) {
              const ids = (b: BoardWorkingSet) => liveCards(b, columnId).map((card) => card.id);
              expect(ids(board), `column ${columnId}`).toEqual(ids(seed.board));
            }
            for (const card of board.cards) {
              const start = cardOf(seed.board, card.id);
              expect(card.title).toBe(start?.title);
              expect([...card.tags_ids].sort(), `tags of ${card.id}`).toEqual(
                [...(start?.tags_ids ?? [])].sort(),
              );
              expect([...card.assignees_ids].sort()).toEqual(
                [...(start?.assignees_ids ?? [])].sort(),
              );
            }
            for (const cardId of ticked) {
              const detail = await waitFor(getCard(client, BOARD, cardId));
              for (const item of detail.checklists.flatMap((checklist) => checklist.items)) {
                const start = seed.items.find((candidate) => candidate.itemId === item.id);
                expect(item.is_completed, `item ${item.id}`).toBe(start?.done);
              }
            }
            figures.sequences += 1;
          } finally {
            unwatch();
            session.close();
            queryClient.clear();
          }
        },
      ),
      {
        numRuns: runs,
        endOnFailure: process.env['UNDO_SHRINK'] === undefined,
        seed: propertySeed,
        ...(REPLAY_PATH === undefined ? {} : { path: REPLAY_PATH }),
      },
    );
  }

  it(`undoes every action of ${SEQUENCES} random sequences under faults`, async () => {
    if (process.env['UNDO_SEED'] === undefined) {
      await checkSequences(FIXED_SEED, Math.ceil(SEQUENCES / 2));
      await checkSequences(RANDOM_SEED, Math.floor(SEQUENCES / 2));
    } else {
      await checkSequences(RANDOM_SEED, SEQUENCES);
    }
    expect(figures.sequences).toBe(SEQUENCES);
    expect(figures.cancelled).toBeGreaterThan(0);
    expect(figures.inverses).toBeGreaterThan(0);
  }, 600_000);
});
