import { insert, iso } from '../../db/store';
import { boardRoute, created, ok, type MockRoute } from '../../http/route';
import { v, validate } from '../../http/validate';
import { loadCard, loadChecklist } from '../cards/card-load';
import { addItemRoute, updateItemRoute } from './checklist-items';
import { checklistJson } from './checklist-json';

const titleShape = { title: v.string().required().max(255) };

/** Checklists (spec 4.6) and the create/tick extensions. */
export const checklistHandlers: MockRoute[] = [
  boardRoute(
    'get',
    '/boards/:board/cards/:card/checklists/:checklist',
    { level: 'view', load: loadChecklist },
    (ctx, { checklist }) => ok(checklistJson(ctx.db, checklist, ctx.now)),
  ),
  boardRoute(
    'patch',
    '/boards/:board/cards/:card/checklists/:checklist',
    { level: 'edit', load: loadChecklist },
    (ctx, { checklist }) => {
      const input = validate(ctx.body, titleShape);
      checklist.title = input.title;
      checklist.updated_at = iso(ctx.now);
      return ok(checklistJson(ctx.db, checklist, ctx.now));
    },
  ),
  boardRoute(
    'post',
    '/boards/:board/cards/:card/checklists',
    { level: 'edit', load: loadCard },
    (ctx, card) => {
      const input = validate(ctx.body, titleShape);
      const at = iso(ctx.now);
      const checklist = insert(ctx.db, 'checklists', {
        card_id: card.id,
        title: input.title,
        created_at: at,
        updated_at: at,
      });
      return created(checklistJson(ctx.db, checklist, ctx.now));
    },
  ),
  addItemRoute,
  updateItemRoute,
];
