import { LIMITS } from '@/domain/limits';
import { requireVersion } from '../../http/preconditions';
import { isValidSortOrder, nextOrder, planReorder } from '@/domain/ordering';
import { COLUMN_COLORS } from '@/domain/palettes';
import { liveColumn } from '../../db/queries';
import { insert, update } from '../../db/store';
import type { ColumnRecord } from '../../db/types';
import { addError, messages, v, validate, validateCollecting } from '../../http/validate';
import { found, validationFailed, type FieldErrors } from '../../http/errors';
import { boardRoute, created, intParam, ok, type MockRoute } from '../../http/route';
import { columnJson } from './column-json';
import { liveColumns } from '../boards/board-json';

const columnFields = {
  description: v.string().nullable().max(LIMITS.columnDescription.max),
  icon: v.string().nullable().max(LIMITS.columnIcon.max),
  color: v.oneOf(COLUMN_COLORS).nullable(),
  wip_limit: v.integer().min(1).max(LIMITS.columnWipLimit.max).nullable(),
};

const createShape = { name: v.string().required().max(LIMITS.columnName.max), ...columnFields };

const updateShape = {
  name: v.string().sometimes().required().max(LIMITS.columnName.max),
  ...columnFields,
  order: v.integer().min(1),
  sort_order: v
    .string()
    .nullable()
    .check((value) => (isValidSortOrder(value) ? null : 'The selected :attribute is invalid.')),
  archived: v.boolean(),
};

export const columnHandlers: MockRoute[] = [
  boardRoute('post', '/boards/:board/columns', { level: 'edit' }, (ctx) => {
    const input = validate(ctx.body, createShape);
    const at = ctx.now.toISOString();
    const column = insert(ctx.db, 'columns', {
      board_id: ctx.board.id,
      name: input.name,
      description: input.description ?? null,
      icon: input.icon ?? null,
      color: input.color ?? null,
      order: nextOrder(liveColumns(ctx.db, ctx.board.id)),
      sort_order: null,
      wip_limit: input.wip_limit ?? null,
      archived_at: null,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    });
    return created(columnJson(column));
  }),

  // Extension (CONTRACT.md section 4): edit, reorder, sort and archive a column.
  boardRoute(
    'patch',
    '/boards/:board/columns/:column',
    {
      level: 'edit',
      load: (ctx) => found(liveColumn(ctx.db, ctx.board.id, intParam(ctx, 'column'))),
    },
    (ctx, column) => {
      requireVersion(ctx, column, () => columnJson(column));
      const input = validate(ctx.body, updateShape);
      const { order, archived, ...fields } = input;
      const patch: Partial<ColumnRecord> = {};
      for (const [key, value] of Object.entries(fields))
        if (value !== undefined) Object.assign(patch, { [key]: value });
      if (archived !== undefined)
        patch.archived_at = archived ? (column.archived_at ?? ctx.now.toISOString()) : null;
      if (order !== undefined) {
        for (const [id, next] of planReorder(liveColumns(ctx.db, ctx.board.id), column.id, order)) {
          const other = ctx.db.columns.find((c) => c.id === id);
          if (other && other !== column) update(other, { order: next }, ctx.now);
          if (other === column) patch.order = next;
        }
      }
      update(column, patch, ctx.now);
      return ok(columnJson(column));
    },
  ),

  boardRoute('post', '/boards/:board/columns/delete/batch', { level: 'manage' }, (ctx) => {
    const errors: FieldErrors = {};
    const input = validateCollecting(
      ctx.body,
      { ids: v.array(v.integer().required()).required() },
      errors,
    );
    const targets: ColumnRecord[] = [];
    const seen = new Set<number>();
    input?.ids.forEach((id, index) => {
      const column = liveColumn(ctx.db, ctx.board.id, id);
      if (!column) addError(errors, `ids.${index}`, messages.exists(`ids.${index}`));
      else if (seen.has(id)) addError(errors, `ids.${index}`, messages.distinct(`ids.${index}`));
      else targets.push(column);
      seen.add(id);
    });
    if (!input || Object.keys(errors).length > 0) throw validationFailed(errors);
    for (const column of targets) update(column, { deleted_at: ctx.now.toISOString() }, ctx.now);
    return ok(targets.map(columnJson));
  }),
];
