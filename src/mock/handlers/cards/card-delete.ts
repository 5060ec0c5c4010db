import { iso } from '../../db/store';
import { boardRoute, ok } from '../../http/route';
import { v, validate } from '../../http/validate';
import { buildCardIndex } from './card-index';
import { cardJson } from './card-json';
import { loadCard } from './card-load';

/** DELETE /boards/{board}/cards/{card}: soft delete; the status is left as it was. */
export const deleteCardRoute = boardRoute(
  'delete',
  '/boards/:board/cards/:card',
  { level: 'edit', load: loadCard },
  (ctx, card) => {
    const { db, now } = ctx;
    const input = validate(ctx.body, { stop_recurrence: v.boolean().nullable() });
    const at = iso(now);
    card.deleted_at = at;
    card.updated_at = at;
    if (input.stop_recurrence === true && card.card_recurrence_id != null) {
      const series = db.recurrences.find((r) => r.id === card.card_recurrence_id);
      if (series && series.status === 'active') {
        series.status = 'stopped';
        series.stopped_at = at;
      }
    }
    return ok(cardJson(card, buildCardIndex(db, ctx.user.id, new Set([card.id])), now));
  },
);
