import type { RelationSummary } from '@/domain/relations';
import { isPlainObject } from '@/lib/json';
import { toId, toIntOrNull } from './primitives';

const COUNTS = ['children', 'children_done', 'blocked_by_open', 'blocks'] as const;

/**
 * A card's relations (CONTRACT 4d) from a board or card read: only what is not 0 or null, and
 * null for a card without any (as from a server without relations), so a card's tile compares
 * it as cheaply as its other fields.
 */
export function toRelationSummary(value: unknown): RelationSummary | null {
  if (!isPlainObject(value)) return null;
  const summary: RelationSummary = {};
  const parent = toId(value['parent_id']);
  if (parent !== null) summary.parent_id = parent;
  for (const key of COUNTS) {
    const count = toIntOrNull(value[key]);
    if (count !== null && count > 0) summary[key] = count;
  }
  return Object.keys(summary).length > 0 ? summary : null;
}
