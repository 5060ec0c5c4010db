import { fileIdentifier } from '../../db/ids';
import { insert, iso } from '../../db/store';
import { invalid } from '../../http/errors';
import { boardRoute, created, type MockRoute } from '../../http/route';
import { messages, v, validate } from '../../http/validate';
import { cardFileJson } from './card-file-json';
import { loadCard } from '../cards/card-load';
import { requireFilledCustomFields } from '../cards/card-required-fields';

const SHAPE = {
  name: v.string().required().max(255),
  size_bytes: v.integer().required().min(0),
  mime_type: v.string().required().max(255),
  meta: v.object({ node_id: v.integer().required(), drive_id: v.integer().required() }).required(),
};

/** POST /boards/{board}/cards/{card}/files/attach: links an existing file of the tenant's drive. */
export const fileHandlers: MockRoute[] = [
  boardRoute(
    'post',
    '/boards/:board/cards/:card/files/attach',
    { level: 'interact', load: loadCard },
    (ctx, card) => {
      const { db, now } = ctx;
      const input = validate(ctx.body, SHAPE);
      const drive = db.drives.find(
        (d) => d.id === input.meta.drive_id && d.cuid === ctx.board.cuid,
      );
      if (!drive) throw invalid('meta.drive_id', messages.exists('meta.drive_id'));
      const node = db.driveNodes.find(
        (n) => n.id === input.meta.node_id && n.drive_id === drive.id && n.kind === 'file',
      );
      if (!node) throw invalid('meta.node_id', messages.exists('meta.node_id'));
      requireFilledCustomFields(db, ctx.board, card);
      const file = insert(db, 'cardFiles', {
        card_id: card.id,
        identifier: fileIdentifier(db.ids.cardFiles + 1),
        name: input.name,
        size_bytes: input.size_bytes,
        mime_type: input.mime_type,
        drive_id: drive.id,
        drive_node_id: node.id,
        created_at: iso(now),
        deleted_at: null,
      });
      card.updated_at = iso(now);
      return created({ file: cardFileJson(file, ctx.request) });
    },
  ),
];
