import { untracked } from '../db/change-tracker';
import type { BoardEventKind, BoardEventRecord, BoardEventType, Db, Timestamp } from '../db/types';

/** How many events a board keeps for `Last-Event-ID` (CONTRACT 4b); older ones: `reset`. */
export const KEPT_EVENTS = 1000;

export interface BoardWrite {
  event: BoardEventType;
  kind: BoardEventKind;
  ids: number[];
  cardId?: number;
  /** A checklist event about items (their versions grow), not checklists. */
  items?: boolean;
}

function eventsOf(db: Db, boardId: number): BoardEventRecord[] {
  // Read back after setting: a tracked store sees the list through what `db` returns.
  const key = String(boardId);
  db.boardEvents ??= {};
  db.boardEvents[key] ??= [];
  return db.boardEvents[key] ?? [];
}

/** The board's version: the id of its last event, 0 before any write. */
export function boardVersion(db: Db, boardId: number): number {
  return db.boardEvents?.[String(boardId)]?.at(-1)?.version ?? 0;
}

/**
 * A record's version for If-Match: the board version of its last write, so it grows with each
 * write of it; 0 for a record not written since the seed (or stored before versions existed).
 */
export function versionOf(record: { version?: number }): number {
  return record.version ?? 0;
}

/**
 * Records a committed write: the board's version grows by one, and the cards, columns or
 * checklist items it wrote take that version (so a record's version grows with each write of
 * it). Keeps the board's last `KEPT_EVENTS`.
 */
export function recordBoardWrite(
  db: Db,
  boardId: number,
  write: BoardWrite,
  actorId: number,
  at: Timestamp,
): BoardEventRecord {
  const events = eventsOf(db, boardId);
  const version = boardVersion(db, boardId) + 1;
  const ids = new Set(write.ids);
  const written =
    write.event === 'card'
      ? db.cards
      : write.event === 'column'
        ? db.columns
        : write.event === 'checklist' && write.items
          ? db.checklistItems
          : [];
  // Searched on the rows themselves (20,000 cards through the write's tracker cost about a
  // millisecond), written through it.
  const plain = untracked(written);
  for (let index = 0; index < plain.length; index += 1) {
    if (!ids.has(plain[index]?.id ?? -1)) continue;
    const record = written[index];
    if (record) record.version = version;
  }
  const event: BoardEventRecord = {
    version,
    event: write.event,
    kind: write.kind,
    ids: [...ids],
    actor_id: actorId,
    at,
    ...(write.cardId === undefined ? {} : { card_id: write.cardId }),
  };
  events.push(event);
  if (events.length > KEPT_EVENTS) events.splice(0, events.length - KEPT_EVENTS);
  return event;
}

/**
 * The events after `lastId`, or `reset` when some of them are no longer kept (or the id is
 * from another life of the data: ahead of the board's version).
 */
export function eventsSince(db: Db, boardId: number, lastId: number): BoardEventRecord[] | 'reset' {
  const events = db.boardEvents?.[String(boardId)] ?? [];
  const current = boardVersion(db, boardId);
  if (lastId > current) return 'reset';
  if (lastId === current) return [];
  const first = events[0]?.version ?? current + 1;
  if (lastId < first - 1) return 'reset';
  return events.filter((event) => event.version > lastId);
}

/**
 * Puts the write's new version on the records its answer carries (they were serialized before
 * the write was recorded): the card, column or item, or each of a list of them.
 */
export function stampVersions(answer: unknown, write: BoardWrite, version: number): void {
  const stamps = write.event === 'card' || write.event === 'column' || write.items === true;
  if (!stamps) return;
  const ids = new Set(write.ids);
  for (const record of Array.isArray(answer) ? answer : [answer]) {
    if (typeof record !== 'object' || record === null) continue;
    const json = record as { id?: unknown; version?: unknown };
    if (typeof json.id === 'number' && ids.has(json.id)) json.version = version;
  }
}

/** An event as the stream sends it: `id` the board's version, `event` the type, `data` the rest. */
export function eventMessage(event: BoardEventRecord) {
  const { event: type, ...data } = event;
  return { id: event.version, event: type, data };
}
