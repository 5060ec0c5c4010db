import type { ColumnRecord } from '../../db/types';

export function columnJson(column: ColumnRecord) {
  // Data stored before the field existed has none: no limit.
  return { ...column, wip_limit: column.wip_limit ?? null };
}
