import { liveBoard, membership } from '../../db/queries';
import { ok, userRoute, type MockRoute } from '../../http/route';
import { v, validate } from '../../http/validate';
import { buildCardIndex } from './card-index';
import { cardJson } from './card-json';
import { CARD_ATTRIBUTES, pickAttributes } from './card-attributes';

const RELATIONS = ['board', 'column'] as const;
const DEFAULT_FIELDS = ['id', 'title', 'number'] as const;

const SHAPE = {
  ids: v.array(v.integer().required()).required(),
  options: v
    .object({
      fields: v.array(v.oneOf(CARD_ATTRIBUTES).required()).nullable(),
      with: v.array(v.oneOf(RELATIONS).required()).nullable(),
    })
    .nullable(),
};

/**
 * GET /cards/info/batch: cards on live boards where the caller is a member; other ids
 * (missing, deleted, inaccessible) are silently left out. Results follow the order asked.
 */
export const batchInfoHandlers: MockRoute[] = [
  userRoute('get', '/cards/info/batch', (ctx) => {
    const { db, user, now } = ctx;
    const input = validate(ctx.query, SHAPE);
    const fields = ['id', ...(input.options?.fields ?? DEFAULT_FIELDS).filter((f) => f !== 'id')];
    const relations = new Set(input.options?.with ?? []);
    const index = buildCardIndex(db, user.id, new Set(input.ids));
    const cards = [...new Set(input.ids)].flatMap((id) => {
      const card = db.cards.find((c) => c.id === id && c.deleted_at == null);
      const board = card ? liveBoard(db, card.board_id) : undefined;
      if (!card || !board || board.cuid !== user.cuid || !membership(db, board.id, user.id))
        return [];
      const out = pickAttributes(cardJson(card, index, now), fields);
      if (relations.has('board')) out.board = { id: board.id, name: board.name, icon: board.icon };
      if (relations.has('column')) {
        const column = db.columns.find((c) => c.id === card.column_id);
        out.column = column ? { id: column.id, name: column.name } : null;
      }
      return [out];
    });
    return ok({ cards });
  }),
];
