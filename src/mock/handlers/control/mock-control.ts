import { ok, publicRoute, type MockRoute } from '../../http/route';
import { validate, v } from '../../http/validate';

/** Mock only: restore the seed; `{size}` seeds board 1 as a large board. */
export const mockControlHandlers: MockRoute[] = [
  publicRoute('post', '/__mock/reset', (ctx) => {
    const input = validate(ctx.body, { size: v.integer().nullable().min(0).max(20_000) });
    ctx.service.reset(input.size ?? undefined);
    const cards = ctx.service.db.cards.filter((c) => c.board_id === 1).length;
    return ok({ reset: true, board_1_cards: cards });
  }),
];
