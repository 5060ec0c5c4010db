import { NOTIFICATION_MODES } from '@/domain/enums';
import { LIMITS } from '@/domain/limits';
import { boardMembers, preferencesOf, userById } from '../../db/queries';
import type { UserRecord } from '../../db/types';
import { boardRoute, ok, type MockRoute } from '../../http/route';
import { validate, v } from '../../http/validate';
import { memberJson, userSummaryJson } from './user-json';
import { byName, matchesFilter, queryString } from '../filtering';

const preferencesShape = {
  notification_mode: v.oneOf(NOTIFICATION_MODES),
  is_notified_through_app: v.boolean(),
  is_notified_through_email: v.boolean(),
};

export const memberHandlers: MockRoute[] = [
  // Every member, soft-deleted users included (spec 4.2).
  boardRoute('get', '/boards/:board/members', { level: 'view' }, (ctx) => {
    const rows = boardMembers(ctx.db, ctx.board.id).flatMap((member) => {
      const user = userById(ctx.db, member.user_id);
      return user ? [{ user, member }] : [];
    });
    rows.sort((a, b) => byName(a.user, b.user));
    return ok(rows.map(({ user, member }) => memberJson(user, member)));
  }),

  // Live members only (a deleted user cannot be mentioned), by name, at most 50.
  boardRoute('get', '/boards/:board/members/mentionables', { level: 'view' }, (ctx) => {
    const filter = queryString(ctx.query.filter);
    const users = boardMembers(ctx.db, ctx.board.id)
      .map((m) => userById(ctx.db, m.user_id))
      .filter((u): u is UserRecord => u != null && u.deleted_at == null && matchesFilter(u, filter))
      .sort(byName)
      .slice(0, LIMITS.mentionables.max);
    return ok(users.map(userSummaryJson));
  }),

  boardRoute(
    'patch',
    '/boards/:board/members/myself/notifications/preferences',
    { level: 'view' },
    (ctx) => {
      const member = ctx.requireMember();
      const input = validate(ctx.body, preferencesShape);
      const next = { ...preferencesOf(ctx.db, member.board_id, member.user_id) };
      if (input.notification_mode !== undefined) next.notification_mode = input.notification_mode;
      if (input.is_notified_through_app !== undefined)
        next.is_notified_through_app = input.is_notified_through_app;
      if (input.is_notified_through_email !== undefined)
        next.is_notified_through_email = input.is_notified_through_email;
      ctx.db.notificationPreferences = ctx.db.notificationPreferences.filter(
        (p) => p.board_id !== member.board_id || p.user_id !== member.user_id,
      );
      ctx.db.notificationPreferences.push({
        board_id: member.board_id,
        user_id: member.user_id,
        ...next,
      });
      return ok(next);
    },
  ),
];
