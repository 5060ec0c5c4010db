import { invalid } from '../../http/errors';
import { boardRoute, ok, type MockRoute } from '../../http/route';
import { v, validate } from '../../http/validate';
import type { CardActivityRecord } from '../../db/types';
import { activityJson } from './activity-json';

export const BOARD_ACTIVITY_DEFAULT_LIMIT = 500;
export const BOARD_ACTIVITY_MAX_LIMIT = 1000;

/** The first row with an id above `id`: the log is kept in id order (ids grow with time). */
function firstAfter(rows: readonly CardActivityRecord[], id: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((rows[middle]?.id ?? Infinity) <= id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * GET /boards/{board}/activity (CONTRACT 4c, view): the board's history oldest first, a page at
 * a time. `next_cursor` is the id of the page's last entry (opaque to clients); `since` keeps
 * entries at or after it. Entries of cards deleted since stay, followed by their `deleted`.
 */
export const boardActivityHandlers: MockRoute[] = [
  boardRoute('get', '/boards/:board/activity', { level: 'view' }, (ctx) => {
    const input = validate(ctx.query, {
      since: v.date().nullable(),
      cursor: v.string().nullable(),
      limit: v.integer().nullable().min(1).max(BOARD_ACTIVITY_MAX_LIMIT),
    });
    if (input.cursor != null && !/^\d{1,15}$/.test(input.cursor))
      throw invalid('cursor', 'The selected cursor is invalid.');
    const limit = input.limit ?? BOARD_ACTIVITY_DEFAULT_LIMIT;
    const since = input.since ?? null;
    const rows = ctx.db.cardActivities;
    const entries: CardActivityRecord[] = [];
    let more = false;
    for (let i = firstAfter(rows, Number(input.cursor ?? 0)); i < rows.length; i += 1) {
      const row = rows[i];
      if (!row || row.board_id !== ctx.board.id || (since !== null && row.at < since)) continue;
      if (entries.length === limit) {
        more = true;
        break;
      }
      entries.push(row);
    }
    return ok({
      entries: entries.map((row) => ({ ...activityJson(ctx.db, row), card_id: row.card_id })),
      next_cursor: more ? String(entries.at(-1)?.id) : null,
    });
  }),
];
