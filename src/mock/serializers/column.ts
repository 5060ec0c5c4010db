import type { ColumnRecord } from '../db/types';

export function columnJson(column: ColumnRecord) {
  return { ...column };
}
