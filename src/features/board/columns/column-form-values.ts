import type { CreateColumnInput } from '@/api/endpoints/columns';
import type { Column } from '@/api/types';
import { COLUMN_COLORS, type ColumnColor } from '@/domain/palettes';

export interface ColumnFormValues {
  name: string;
  description: string;
  icon: string;
  color: ColumnColor | null;
}

export const EMPTY_COLUMN_FORM: ColumnFormValues = {
  name: '',
  description: '',
  icon: '',
  color: null,
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
  };
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
