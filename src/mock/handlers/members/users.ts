import { abilitiesFor } from '@/domain/permissions';
import { LIMITS } from '@/domain/limits';
import { effectiveLevel } from '../../db/queries';
import { ok, userRoute, type MockRoute } from '../../http/route';
import { boardJson } from '../boards/board-json';
import { meJson, userSummaryJson } from './user-json';
import { byName, matchesFilter, queryString } from '../filtering';

/** Extensions of CONTRACT.md section 4: the caller, tenant users, the board list. */
export const userHandlers: MockRoute[] = [
  userRoute('get', '/me', (ctx) => ok(meJson(ctx.user))),

  userRoute('get', '/users', (ctx) => {
    const filter = queryString(ctx.query.filter);
    const users = ctx.db.users
      .filter((u) => u.cuid === ctx.user.cuid && u.deleted_at == null && matchesFilter(u, filter))
      .sort(byName)
      .slice(0, LIMITS.users.max);
    return ok(users.map(userSummaryJson));
  }),

  userRoute('get', '/boards', (ctx) => {
    const visible = ctx.db.boards.flatMap((board) => {
      if (board.deleted_at != null) return [];
      const level = effectiveLevel(ctx.db, board, ctx.user);
      return level ? [{ ...boardJson(board), permissions: abilitiesFor(level) }] : [];
    });
    return ok(visible);
  }),
];
