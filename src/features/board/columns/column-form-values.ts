import type { CreateColumnInput } from '@/api/endpoints/columns';
import type { UpdateColumnInput } from '@/api/extensions/columns';
import type { Column } from '@/api/types';
import { LIMITS } from '@/domain/limits';
import { parseSortOrder } from '@/domain/ordering';
import { parseWipLimit } from '@/domain/wip';
import { COLUMN_COLORS, type ColumnColor } from '@/domain/palettes';
import { sortOrderValue, stickySortOf } from '@/features/board-core';

export interface ColumnFormValues {
  name: string;
  description: string;
  icon: string;
  color: ColumnColor | null;
  /** The sticky sort (`due_date`, `-title`), '' for the manual order. Edit form only. */
  sortOrder: string;
  /** The soft WIP limit as typed, '' for none. Edit form only (CONTRACT 4b: PATCH). */
  wipLimit: string;
}

export const EMPTY_COLUMN_FORM: ColumnFormValues = {
  name: '',
  description: '',
  icon: '',
  color: null,
  sortOrder: '',
  wipLimit: '',
};

/** The palette entry a stored color names (any case), or null. */
export function paletteColorOf(value: string | null): ColumnColor | null {
  const lower = value?.toLowerCase();
  return COLUMN_COLORS.find((color) => color === lower) ?? null;
}

export function formValuesOf(column: Column): ColumnFormValues {
  return {
    name: column.name,
    description: column.description ?? '',
    icon: column.icon ?? '',
    color: paletteColorOf(column.color),
    sortOrder: sortValueOf(column),
    wipLimit: column.wip_limit == null ? '' : String(column.wip_limit),
  };
}

/** '' for the manual order (no sort, plain `order`, or a value we do not know). */
function sortValueOf(column: Pick<Column, 'sort_order'>): string {
  const sort = stickySortOf(column);
  return sort ? sortOrderValue(sort) : '';
}

/**
 * The `sort_order` change an edit makes: nothing when the form kept the column's sort (a
 * rename does not send it), null to go back to the manual order.
 */
export function sortOrderChangeOf(
  column: Pick<Column, 'sort_order'>,
  values: ColumnFormValues,
): Pick<UpdateColumnInput, 'sort_order'> {
  if (values.sortOrder === sortValueOf(column)) return {};
  const sort = parseSortOrder(values.sortOrder);
  return { sort_order: sort ? sortOrderValue(sort) : null };
}

/**
 * The `wip_limit` change an edit makes: nothing when unchanged (or not a valid number: the form
 * refuses those before saving), null to remove the limit.
 */
export function wipLimitChangeOf(
  column: Pick<Column, 'wip_limit'>,
  values: ColumnFormValues,
): Pick<UpdateColumnInput, 'wip_limit'> {
  const parsed = parseWipLimit(values.wipLimit, LIMITS.columnWipLimit.max);
  if (parsed === null) return {};
  const next = parsed === 'none' ? null : parsed;
  return next === (column.wip_limit ?? null) ? {} : { wip_limit: next };
}

/** Blank optional fields are sent as null, so clearing a field on edit clears it. */
export function columnInputOf(values: ColumnFormValues): CreateColumnInput {
  const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    description: blankToNull(values.description),
    icon: blankToNull(values.icon),
    color: values.color,
  };
}
