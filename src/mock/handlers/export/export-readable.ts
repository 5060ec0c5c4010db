import { userById } from '../../db/queries';
import type { Db } from '../../db/types';

/** For a spreadsheet reader: the name beside each id field (CSV only; JSON keeps the ids). */
const READABLE: Record<string, { name: string; read: (db: Db, value: unknown) => unknown }> = {
  column_id: {
    name: 'column',
    read: (db, id) => db.columns.find((column) => column.id === id)?.name ?? null,
  },
  tags_ids: {
    name: 'tags',
    read: (db, ids) => namesOf(ids, (id) => db.tags.find((tag) => tag.id === id)?.name),
  },
  assignees_ids: {
    name: 'assignees',
    read: (db, ids) => namesOf(ids, (id) => userById(db, id)?.name),
  },
};

function namesOf(ids: unknown, nameOf: (id: number) => string | undefined): string[] {
  return Array.isArray(ids) ? ids.flatMap((id) => nameOf(Number(id)) ?? []) : [];
}

/** The asked fields, each id field followed by its readable one (`column_id`, `column`, …). */
export function withReadableFields(fields: readonly string[]): string[] {
  return fields.flatMap((field) => {
    const readable = READABLE[field];
    return readable && !fields.includes(readable.name) ? [field, readable.name] : [field];
  });
}

/** The row with the readable values of its id fields added. */
export function withReadableValues(db: Db, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const [field, readable] of Object.entries(READABLE)) {
    if (field in row) out[readable.name] = readable.read(db, row[field]);
  }
  return out;
}
