/** Extensions (CONTRACT.md 4): edit a column. */
import type { CardSortField } from '@/domain/enums';
import type { ColumnColor } from '@/domain/palettes';
import type { ApiClient } from '../http/client';
import type { RequestOptions } from '../endpoints/request-options';
import { columnSchema } from '../schemas/column';
import type { Column } from '../types';

export interface UpdateColumnInput {
  name?: string;
  description?: string | null;
  icon?: string | null;
  color?: ColumnColor | null;
  order?: number;
  /** A sort field, `-` prefixed for descending; null turns the sticky sort off. */
  sort_order?: CardSortField | `-${CardSortField}` | null;
  /** A soft limit on the column's cards, or null for none (CONTRACT 4b). */
  wip_limit?: number | null;
  archived?: boolean;
}

/** `PATCH /boards/{board}/columns/{column}`; `ifMatch`: the version it started from. */
export function updateColumn(
  client: ApiClient,
  boardId: number,
  columnId: number,
  changes: UpdateColumnInput,
  options: RequestOptions & { ifMatch?: number | null } = {},
): Promise<Column> {
  return client.request({
    method: 'PATCH',
    path: `/boards/${boardId}/columns/${columnId}`,
    body: changes,
    schema: columnSchema,
    signal: options.signal,
    extension: true,
    ifMatch: options.ifMatch ?? null,
  });
}
