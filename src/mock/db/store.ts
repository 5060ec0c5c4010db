import type { Db, IdTable, IdTables, Timestamp } from './types';

export const ID_TABLES: readonly IdTable[] = [
  'users',
  'boards',
  'tags',
  'columns',
  'cards',
  'comments',
  'cardActivities',
  'timers',
  'checklists',
  'checklistItems',
  'customFieldDefinitions',
  'cardFiles',
  'cardTemplates',
  'recurrences',
  'notifications',
  'emails',
  'drives',
  'driveNodes',
  'relations',
];

export function createEmptyDb(): Db {
  const ids = Object.fromEntries(ID_TABLES.map((table) => [table, 0])) as Record<IdTable, number>;
  return {
    version: 1,
    ids,
    cardNumbers: {},
    tenants: [],
    members: [],
    cardTags: [],
    cardAssignees: [],
    checklistItemAssignees: [],
    customFieldValues: [],
    notificationPreferences: [],
    users: [],
    boards: [],
    tags: [],
    columns: [],
    cards: [],
    comments: [],
    cardActivities: [],
    timers: [],
    checklists: [],
    checklistItems: [],
    customFieldDefinitions: [],
    cardFiles: [],
    cardTemplates: [],
    recurrences: [],
    notifications: [],
    emails: [],
    drives: [],
    driveNodes: [],
    idempotentAnswers: [],
    relations: [],
  };
}

export function nextId(db: Db, table: IdTable): number {
  db.ids[table] += 1;
  return db.ids[table];
}

/** Inserts a row with the next auto-increment id and returns it. */
export function insert<T extends IdTable>(
  db: Db,
  table: T,
  row: Omit<IdTables[T], 'id'>,
): IdTables[T] {
  const record = { id: nextId(db, table), ...row } as IdTables[T];
  (db[table] as IdTables[T][]).push(record);
  return record;
}

/** Applies a patch in place, bumping `updated_at` when the record has one. */
export function update<R extends object>(record: R, patch: Partial<R>, now: Date): R {
  Object.assign(record, patch);
  if ('updated_at' in record) Object.assign(record, { updated_at: now.toISOString() });
  return record;
}

/** Next card number of a board; numbers are never reused, even after deletes. */
export function nextCardNumber(db: Db, boardId: number): number {
  const key = String(boardId);
  const next = (db.cardNumbers[key] ?? 0) + 1;
  db.cardNumbers[key] = next;
  return next;
}

export function iso(date: Date): Timestamp {
  return date.toISOString();
}
