import { seededRandom } from '@/lib/seeded-random';
import { DAY_MS, HOUR_MS, journeyEntries, type ColumnRef, type HistoryEntry } from './seed-history';
import { DEMO_USERS as U } from './seed-people';
import { nextCardNumber } from './store';
import type { CardRecord, Db } from './types';

/** Board 1's days of history: its past cards start this long ago. */
export const HISTORY_DAYS = 90;
const PAST_CARDS = 70;
const MOVERS = [U.manager, U.editor, U.departed];

const PAST_TITLES = [
  'Fix login redirect loop',
  'Export board as CSV',
  'Card cover colours',
  'Faster board load',
  'Due date reminders',
  'Column colour picker',
  'Mobile column swipe',
  'Tag filter in search',
  'Keyboard move between columns',
  'Avatar upload',
  'Board templates',
  'Checklist progress bar',
  'Comment notifications',
];

/** Days a past card stays in each column of the flow, at least and at most. */
const STAY_DAYS: readonly [number, number][] = [
  [1, 12],
  [0.5, 6],
  [1, 7],
  [0.3, 3],
];

function spread(random: () => number, count: number, from: number, to: number): number[] {
  const times = Array.from({ length: count }, () => from + random() * (to - from));
  return times.sort((a, b) => a - b).map(Math.round);
}

/** The columns a current card has stood in: forward to where it is, once back for some. */
function pathTo(flow: readonly ColumnRef[], index: number, random: () => number): ColumnRef[] {
  const start = index >= 1 && random() < 0.3 ? 1 : 0;
  const path = flow.slice(start, index + 1);
  const review = flow[3];
  const doing = flow[2];
  if (index >= 3 && review && doing && random() < 0.35) {
    path.splice(path.indexOf(review) + 1, 0, doing, review);
  }
  return path;
}

/** The history of the cards on the board now, ending in their current column and state. */
function currentCards(
  db: Db,
  now: number,
  flow: readonly ColumnRef[],
  icebox: ColumnRef | undefined,
  skip: ReadonlySet<number>,
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const card of db.cards) {
    if (card.board_id !== 1 || skip.has(card.id)) continue;
    const random = seededRandom(card.id * 7919);
    const index = flow.findIndex((column) => column.id === card.column_id);
    const backlog = flow[0];
    const path =
      index >= 0 ? pathTo(flow, index, random) : backlog && icebox ? [backlog, icebox] : [];
    const created = Date.parse(card.created_at);
    const ends = [card.completed_at, card.archived_at, card.deleted_at, card.updated_at]
      .filter((at): at is string => at != null)
      .map(Date.parse);
    const until = Math.max(created + HOUR_MS, Math.min(now - HOUR_MS, ...ends) - HOUR_MS);
    const times = [created, ...spread(random, path.length - 1, created + HOUR_MS, until)];
    const actor = (step: number) => MOVERS[(card.id + step) % 2] ?? U.editor;
    entries.push(...journeyEntries(card.id, actor, path, times));
    const mark = (at: string | null, kind: 'archived' | 'deleted') => {
      if (at)
        entries.push({ cardId: card.id, actorId: U.manager, kind, data: {}, at: Date.parse(at) });
    };
    if (card.completed_at) {
      entries.push({
        cardId: card.id,
        actorId: actor(path.length),
        kind: 'field_changed',
        data: { field: 'completed', from: false, to: true },
        at: Date.parse(card.completed_at),
      });
    }
    mark(card.archived_at, 'archived');
    mark(card.deleted_at, 'deleted');
  }
  return entries;
}

/** A past card's stays: through the flow, sometimes back from Review, sometimes reopened. */
function pastPath(flow: readonly ColumnRef[], random: () => number): number[] {
  const path = [0, 1, 2, 3];
  if (random() < 0.25) path.push(2, 3);
  path.push(4);
  if (random() < 0.1) path.push(2, 3, 4);
  return path.filter((index) => index < flow.length);
}

/**
 * Cards finished (or dropped) before today, archived and cleared away since: soft-deleted
 * records, so the board reads as before, while the feed keeps their whole history.
 */
function pastCards(db: Db, now: number, flow: readonly ColumnRef[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  const cutoff = now - 6 * HOUR_MS;
  for (let n = 0; n < PAST_CARDS; n += 1) {
    const random = seededRandom(104_729 + n);
    const created = Math.round(now - HISTORY_DAYS * DAY_MS + (n / PAST_CARDS) * 78 * DAY_MS);
    const stops = pastPath(flow, random);
    const times = [created];
    for (let step = 1; step < stops.length; step += 1) {
      const [min, max] = STAY_DAYS[stops[step - 1] ?? 0] ?? [1, 2];
      const at = (times.at(-1) ?? created) + Math.round((min + random() * (max - min)) * DAY_MS);
      if (at >= cutoff) break;
      times.push(at);
    }
    const path = stops.slice(0, times.length).map((index) => flow[index] ?? flow[0]);
    const finished = path.length === stops.length;
    const last = times.at(-1) ?? created;
    const archivedAt = finished
      ? Math.min(cutoff, last + Math.round((1 + random() * 5) * DAY_MS))
      : null;
    const deletedAt = Math.min(
      cutoff + HOUR_MS,
      (archivedAt ?? last) + Math.round((0.5 + random() * 8) * DAY_MS),
    );
    const card = pastCardRecord(db, n, path.at(-1)?.id ?? 0, {
      created,
      finished,
      archivedAt,
      deletedAt,
    });
    const actor = (step: number) => MOVERS[(n + step) % MOVERS.length] ?? U.editor;
    entries.push(...journeyEntries(card.id, actor, path as ColumnRef[], times));
    if (finished) {
      entries.push({
        cardId: card.id,
        actorId: actor(path.length),
        kind: 'field_changed',
        data: { field: 'completed', from: false, to: true },
        at: last + 1000,
      });
    }
    if (archivedAt !== null)
      entries.push({
        cardId: card.id,
        actorId: U.manager,
        kind: 'archived',
        data: {},
        at: archivedAt,
      });
    entries.push({ cardId: card.id, actorId: U.manager, kind: 'deleted', data: {}, at: deletedAt });
  }
  return entries;
}

interface PastTimes {
  created: number;
  finished: boolean;
  archivedAt: number | null;
  deletedAt: number;
}

function pastCardRecord(db: Db, n: number, columnId: number, times: PastTimes): CardRecord {
  const iso = (at: number) => new Date(at).toISOString();
  db.ids.cards += 1;
  const card: CardRecord = {
    id: db.ids.cards,
    board_id: 1,
    column_id: columnId,
    user_id: MOVERS[n % 2] ?? U.manager,
    title: PAST_TITLES[n % PAST_TITLES.length] ?? 'Past card',
    content: null,
    type: 'ORDINARY',
    status: times.archivedAt !== null ? 'ARCHIVED' : 'OPEN',
    icon: null,
    order: 1,
    number: nextCardNumber(db, 1),
    due_date: null,
    due_date_hash: null,
    pinned_at: null,
    completed_at: times.finished ? iso(times.archivedAt ?? times.deletedAt) : null,
    archived_at: times.archivedAt !== null ? iso(times.archivedAt) : null,
    deleted_at: iso(times.deletedAt),
    checklist_id: null,
    card_recurrence_id: null,
    cover_color: null,
    created_at: iso(times.created),
    updated_at: iso(times.deletedAt),
  };
  db.cards.push(card);
  return card;
}

/**
 * Generated history of board 1 (CONTRACT 4c): its current cards' walks to where they stand, and
 * 90 days of past cards. Deterministic: a card's walk draws from a generator seeded by its id.
 */
export function seedBoardFlow(db: Db, now: Date, skip: ReadonlySet<number>): HistoryEntry[] {
  const columns = db.columns
    .filter((c) => c.board_id === 1)
    .sort((a, b) => a.order - b.order)
    .map((c) => ({ id: c.id, name: c.name, archived: c.archived_at != null }));
  const flow = columns.filter((c) => !c.archived).map(({ id, name }) => ({ id, name }));
  const icebox = columns.find((c) => c.archived);
  const at = now.getTime();
  return [
    ...currentCards(db, at, flow, icebox && { id: icebox.id, name: icebox.name }, skip),
    ...pastCards(db, at, flow),
  ];
}
