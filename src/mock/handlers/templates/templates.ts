import { boardRoute, ok, type MockRoute } from '../../http/route';
import { visibleTemplates } from '../cards/card-load';
import { templateJson } from './card-template-json';

/** GET /boards/{board}/card-templates (extension): templates visible on the board. */
export const templateHandlers: MockRoute[] = [
  boardRoute('get', '/boards/:board/card-templates', { level: 'view' }, (ctx) =>
    ok(visibleTemplates(ctx.db, ctx.board).map(templateJson)),
  ),
];
