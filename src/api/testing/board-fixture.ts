import { normalizeBoard } from '../normalize';
import type { BoardWorkingSet } from '../types';

/** A column of board 1 as the service sends it; `extra` overrides any field. */
export function wireColumn(id: number, order: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    board_id: 1,
    name: `Column ${id}`,
    order,
    archived_at: null,
    deleted_at: null,
    ...extra,
  };
}

/** A card of board 1 as the service sends it, numbered and titled after its id. */
export function wireCard(
  id: number,
  columnId: number,
  order: number,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    board_id: 1,
    column_id: columnId,
    title: `Card ${id}`,
    number: id,
    order,
    ...extra,
  };
}

/** Board 1 with these columns and cards, parsed as the app parses a board read. */
export function boardOf(columns: readonly unknown[], cards: readonly unknown[]): BoardWorkingSet {
  const result = normalizeBoard({
    id: 1,
    cuid: 'acme',
    name: 'Board',
    visibility: 'private',
    columns,
    cards,
    members: {},
    tags: {},
    custom_field_definitions: [],
    permissions: { view: true },
  });
  if (!result.ok) throw new Error(`the fixture does not parse: ${result.error.message}`);
  return result.value;
}
