import type { ColumnRecord } from '../../db/types';
import { versionOf } from '../../events/board-events';

export function columnJson(column: ColumnRecord) {
  // Data stored before the field existed has none: no limit.
  return { ...column, version: versionOf(column), wip_limit: column.wip_limit ?? null };
}
