import { seededRandom } from '@/lib/seeded-random';
import { HISTORY_DAYS } from './seed-flow';
import { DAY_MS, HOUR_MS, columnData, insertRecords } from './seed-history';
import { DEMO_USERS } from './seed-people';
import type {
  CardActivityKind,
  CardActivityRecord,
  CardRecord,
  ColumnRecord,
  Db,
  JsonObject,
} from './types';

const COMPLETED: JsonObject = { field: 'completed', from: false, to: true };
const MOVERS = [DEMO_USERS.manager, DEMO_USERS.editor, 8, 9, 10, 11, 12];

/**
 * The large board's history, of the demo board's shape: each card created within the last 90
 * days in an earlier column, moved forward in a few steps (skipping columns) to where it stands,
 * one in eight sent back a column on the way; completed cards say so. One generator for the
 * board, one column object per column: about eight entries a card, cheap enough for the start
 * of a test (measured in seed.test.ts).
 */
export function seedLargeHistory(
  db: Db,
  columns: readonly ColumnRecord[],
  cards: readonly CardRecord[],
  now: Date,
): void {
  const random = seededRandom(cards.length + 1);
  const refs: JsonObject[] = columns.map((c) => columnData({ id: c.id, name: c.name }));
  const indexOf = new Map(columns.map((c, index) => [c.id, index]));
  const end = now.getTime() - HOUR_MS;
  const rows: CardActivityRecord[] = [];
  const times: number[] = [];
  const add = (
    card_id: number,
    actor_id: number,
    kind: CardActivityKind,
    data: JsonObject,
    at: number,
  ) => {
    rows.push({ id: 0, board_id: 1, card_id, actor_id, kind, data, at: '' });
    times.push(at);
  };
  for (const card of cards) {
    const target = indexOf.get(card.column_id) ?? 0;
    const created = end - Math.floor(random() * HISTORY_DAYS * DAY_MS);
    const stops = [Math.max(0, target - Math.floor(random() * 12))];
    for (let at = stops[0] ?? 0; at < target;) {
      at = Math.min(target, at + 1 + Math.floor(random() * 4));
      stops.push(at);
      if (random() < 0.125) stops.push(at - 1, at);
    }
    const actor = MOVERS[card.id % MOVERS.length] ?? DEMO_USERS.manager;
    const step = (end - created) / stops.length;
    let from = refs[stops[0] ?? 0] ?? {};
    let at = created;
    add(card.id, actor, 'created', { to: from }, at);
    for (let s = 1; s < stops.length; s += 1) {
      const to = refs[stops[s] ?? 0] ?? {};
      at = Math.round(created + step * (s - 1 + random()));
      add(card.id, actor, 'moved', { from, to }, at);
      from = to;
    }
    if (card.completed_at) {
      add(card.id, actor, 'field_changed', COMPLETED, at + 1000);
    }
  }
  insertRecords(db, rows, times);
}
