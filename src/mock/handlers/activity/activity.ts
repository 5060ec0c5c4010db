import { KEPT_ACTIVITY_PER_CARD } from '../../activity';
import { boardRoute, ok, type MockRoute } from '../../http/route';
import { loadCard } from '../cards/card-load';
import { activityJson } from './activity-json';
import { boardActivityHandlers } from './board-activity';

/**
 * GET /boards/{board}/cards/{card}/activity (extension, view): newest first, at most 200; and
 * the board-wide feed (board-activity.ts).
 */
export const activityHandlers: MockRoute[] = [
  ...boardActivityHandlers,
  boardRoute(
    'get',
    '/boards/:board/cards/:card/activity',
    { level: 'view', load: loadCard },
    (ctx, card) =>
      ok(
        ctx.db.cardActivities
          .filter((row) => row.card_id === card.id)
          .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
          .slice(0, KEPT_ACTIVITY_PER_CARD)
          .map((row) => activityJson(ctx.db, row)),
      ),
  ),
];
