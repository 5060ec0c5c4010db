import type { CreateColumnInput } from '@/api/endpoints/columns';
import type { UpdateColumnInput } from '@/api/extensions/columns';
import type { Column } from '@/api/types';
import { parseSortOrder } from '@/domain/ordering';
import { COLUMN_COLORS, type ColumnColor } from '@/domain/palettes';
import { sortOrderValue, stickySortOf } from '../model/sticky-sort';

export interface ColumnFormValues {
  name: string;
  description: string;
  icon: string;
  color: ColumnColor | null;
  /** The sticky sort (`due_date`, `-title`), '' for the manual order. Edit form only. */
  sortOrder: string;
}

export const EMPTY_COLUMN_FORM: ColumnFormValues = {
  name: '',
  description: '',
  icon: '',
  color: null,
  sortOrder: '',
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
