import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardOf, wireCard, wireColumn } from '@/api/testing/board-fixture';
import { myCardsOf } from './my-cards';
import { DEFAULT_SETTINGS, type ReminderSettings } from './reminder-settings';
import {
  NOTIFIER_TICK_MS,
  startReminderNotifier,
  type LockManagerLike,
  type NotifierDeps,
  type ReminderNotice,
} from './reminder-notifier';

/** Web Locks for several simulated tabs: one holder at a time, the others queued in order. */
function fakeLocks(): LockManagerLike {
  const held = new Map<string, Promise<unknown>>();
  return {
    request(name, callback) {
      const before = held.get(name) ?? Promise.resolve();
      const mine = before.then(() => callback());
      held.set(
        name,
        mine.catch(() => undefined),
      );
      return mine;
    },
  };
}

const START = new Date(2026, 10, 25, 10, 0);
const MINUTE = 60_000;

describe('the reminder notifier (fake clock, two tabs)', () => {
  let settings: ReminderSettings;
  const notified = new Set<string>();
  const board = boardOf(
    [wireColumn(1, 1)],
    [
      // Due at 10:45 and at 12:00; lead time 60 minutes.
      wireCard(1, 1, 1, {
        assignees_ids: ['7'],
        due_date: new Date(2026, 10, 25, 10, 45).toISOString(),
      }),
      wireCard(2, 1, 2, {
        assignees_ids: ['7'],
        due_date: new Date(2026, 10, 25, 12, 0).toISOString(),
      }),
    ],
  );

  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    settings = { ...DEFAULT_SETTINGS, leadMinutes: 60, notify: true };
    notified.clear();
  });
  afterEach(() => vi.useRealTimers());

  function tab(
    locks: LockManagerLike,
    shown: ReminderNotice[],
    {
      permission = 'granted',
      store = notified,
      onLeader = () => undefined,
    }: { permission?: string; store?: Set<string>; onLeader?: () => void } = {},
  ) {
    const deps: NotifierDeps = {
      locks,
      now: () => new Date(),
      settings: () => settings,
      permission: () => permission,
      cards: () => myCardsOf(board, 7),
      notified: { has: (key) => store.has(key), add: (key) => store.add(key) },
      show: (notice) => shown.push(notice),
      onLeader,
    };
    return startReminderNotifier(deps);
  }
  const titles = (shown: ReminderNotice[]) => shown.map((notice) => notice.title);

  it('notifies in one tab of two, once per card, as each comes within the lead time', async () => {
    const locks = fakeLocks();
    const inA: ReminderNotice[] = [];
    const inB: ReminderNotice[] = [];
    const leaders: string[] = [];
    const closeA = tab(locks, inA, { onLeader: () => void leaders.push('A') });
    const closeB = tab(locks, inB, { onLeader: () => void leaders.push('B') });
    await vi.advanceTimersByTimeAsync(0);
    expect(titles(inA)).toEqual(['#1 Card 1']);
    await vi.advanceTimersByTimeAsync(30 * MINUTE); // 10:30: #2 is 90 minutes away
    expect(titles(inA)).toEqual(['#1 Card 1']);
    await vi.advanceTimersByTimeAsync(30 * MINUTE + NOTIFIER_TICK_MS); // 11:00:30
    expect(titles(inA)).toEqual(['#1 Card 1', '#2 Card 2']);
    expect(inB).toEqual([]);

    expect(leaders).toEqual(['A']);

    // Tab A closes: B takes over and repeats nothing (the notified keys are shared).
    closeA();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(leaders).toEqual(['A', 'B']);
    expect(inB).toEqual([]);
    closeB();
  });

  it('leaves the other tab silent even before it could see what was notified', async () => {
    const locks = fakeLocks();
    const inA: ReminderNotice[] = [];
    const inB: ReminderNotice[] = [];
    const closeA = tab(locks, inA, { store: new Set() });
    const closeB = tab(locks, inB, { store: new Set() });
    await vi.advanceTimersByTimeAsync(61 * MINUTE);
    expect(titles(inA)).toEqual(['#1 Card 1', '#2 Card 2']);
    expect(inB).toEqual([]);
    closeA();
    closeB();
  });

  it('shows none before the person opts in, nor without the permission', async () => {
    settings = { ...settings, notify: false };
    const shown: ReminderNotice[] = [];
    const close = tab(fakeLocks(), shown);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(shown).toEqual([]);
    close();

    settings = { ...settings, notify: true };
    const closeDenied = tab(fakeLocks(), shown, { permission: 'default' });
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(shown).toEqual([]);
    closeDenied();
  });

  it('shows none in quiet hours, and what is still due once they end', async () => {
    settings = { ...settings, quietFrom: '09:00', quietTo: '10:40' };
    const shown: ReminderNotice[] = [];
    const close = tab(fakeLocks(), shown);
    await vi.advanceTimersByTimeAsync(39 * MINUTE); // 10:39
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(MINUTE + NOTIFIER_TICK_MS); // 10:40:30
    expect(titles(shown)).toEqual(['#1 Card 1']);
    close();
  });
});
