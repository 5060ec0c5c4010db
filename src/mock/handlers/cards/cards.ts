import { boardRoute, ok, type MockRoute } from '../../http/route';
import { withBoardTag } from '../../http/preconditions';
import { syncAssigneesRoute } from './card-assignees';
import { createCardRoute } from './card-create';
import { deleteCardRoute } from './card-delete';
import { cardDetailJson } from './card-detail-json';
import { loadCard } from './card-load';
import { updateCardRoute } from './card-update';

/** Card routes: spec 4.5 (create, delete, assignees) and the read/update extensions. */
export const cardHandlers: MockRoute[] = [
  createCardRoute,
  boardRoute('get', '/boards/:board/cards/:card', { level: 'view', load: loadCard }, (ctx, card) =>
    withBoardTag(ctx, `card-${card.id}`, () =>
      ok(cardDetailJson(ctx.db, card, ctx.user.id, ctx.now, ctx.request)),
    ),
  ),
  updateCardRoute,
  deleteCardRoute,
  syncAssigneesRoute,
];
