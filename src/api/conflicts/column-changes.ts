import { updateColumn, type UpdateColumnInput } from '../extensions/columns';
import type { ApiClient } from '../http/client';
import { columnSchema } from '../schemas/column';
import { parseOrNull } from '../schemas/shape';
import type { Column } from '../types';
import { clashesIn, sameValue, saveMerging, type FieldClash } from './save-merging';

type ColumnField = keyof UpdateColumnInput;

/** What the user saw of a column when editing began: its version and each field's value. */
export interface ColumnChangeBase {
  version: number | null;
  values: Partial<Record<ColumnField, unknown>>;
}

/** The column's value of a change field, in the change's terms (`archived`: a boolean). */
function columnValue(column: Column, field: ColumnField): unknown {
  return field === 'archived' ? column.archived_at !== null : (column[field] ?? null);
}

function fieldsOf(changes: UpdateColumnInput): [ColumnField, unknown][] {
  return (Object.entries(changes) as [ColumnField, unknown][]).filter(
    ([, value]) => value !== undefined,
  );
}

/** The base of editing `column`: every field the edit form can change. */
export function columnBase(column: Column): ColumnChangeBase {
  const fields: ColumnField[] = ['name', 'description', 'icon', 'color', 'sort_order', 'wip_limit'];
  const values: ColumnChangeBase['values'] = {};
  for (const field of fields) values[field] = columnValue(column, field);
  return { version: column.version, values };
}

export function columnClashes(
  changes: UpdateColumnInput,
  base: ColumnChangeBase,
  current: Column,
): FieldClash[] {
  return clashesIn(fieldsOf(changes), base.values, (field) => columnValue(current, field));
}

/**
 * Only the fields the user changed from what they saw: an edit form sends every field, and
 * sending one the user left alone would put back the old value over a teammate's new one.
 */
export function changedSince(
  changes: UpdateColumnInput,
  base: ColumnChangeBase,
): UpdateColumnInput {
  return Object.fromEntries(
    fieldsOf(changes).filter(
      ([field, value]) => !(field in base.values) || !sameValue(value, base.values[field]),
    ),
  ) as UpdateColumnInput;
}

/** A column change setting these fields to these values. */
export function columnChangesFrom(
  fields: readonly (readonly [string, unknown])[],
): UpdateColumnInput {
  return Object.fromEntries(fields) as UpdateColumnInput;
}

/**
 * Saves a column edit without overwriting anyone silently: `If-Match` with the version the
 * edit began from, merged or refused on a 412 (`saveMerging`). Without a base or a version: a
 * plain save.
 */
export function updateColumnMerging(
  client: ApiClient,
  boardId: number,
  columnId: number,
  changes: UpdateColumnInput,
  base: ColumnChangeBase | undefined,
): Promise<Column> {
  if (!base || base.version === null) return updateColumn(client, boardId, columnId, changes);
  return saveMerging({
    connection: client.connection,
    record: `/boards/${boardId}/columns/${columnId}`,
    version: base.version,
    send: (ifMatch) => updateColumn(client, boardId, columnId, changes, { ifMatch }),
    readCurrent: (raw) => parseOrNull(columnSchema, raw),
    clashesWith: (current) => columnClashes(changes, base, current),
  });
}
