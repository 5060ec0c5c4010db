import { EXPORT_FORMATS } from '@/domain/enums';
import { insert, iso } from '../../db/store';
import { invalid } from '../../http/errors';
import { boardRoute, created, type MockRoute } from '../../http/route';
import { messages, v, validate } from '../../http/validate';
import { liveCards, liveColumns } from '../boards/board-json';
import { buildCardIndex } from '../cards/card-index';
import { cardJson } from '../cards/card-json';
import { CARD_ATTRIBUTES, pickAttributes } from '../cards/card-attributes';
import { EXPORT_MIME, exportFileName, renderExport } from './card-export-format';
import { withReadableFields, withReadableValues } from './export-readable';

const SHAPE = {
  format: v.oneOf(EXPORT_FORMATS).required(),
  fields: v.array(v.oneOf(CARD_ATTRIBUTES).required()).required(),
  node: v.object({ id: v.integer().required(), drive_id: v.integer().required() }).required(),
};

/**
 * POST /boards/{board}/export/drive: writes the board's live cards (by column, then order)
 * as a CSV or JSON file into a folder of the tenant's drive. A CSV also names what its ids
 * point to, beside them: `column` after `column_id`, `tags` after `tags_ids`, `assignees` after
 * `assignees_ids`.
 */
export const exportHandlers: MockRoute[] = [
  boardRoute('post', '/boards/:board/export/drive', { level: 'edit' }, (ctx) => {
    const { db, board, now } = ctx;
    const input = validate(ctx.body, SHAPE);
    const drive = db.drives.find((d) => d.id === input.node.drive_id && d.cuid === board.cuid);
    if (!drive) throw invalid('node.drive_id', messages.exists('node.drive_id'));
    const folder = db.driveNodes.find(
      (n) => n.id === input.node.id && n.drive_id === drive.id && n.kind === 'folder',
    );
    if (!folder) throw invalid('node.id', messages.exists('node.id'));

    const columnRank = new Map(liveColumns(db, board.id).map((c, rank) => [c.id, rank]));
    const cards = liveCards(db, board.id).sort(
      (a, b) =>
        (columnRank.get(a.column_id) ?? 0) - (columnRank.get(b.column_id) ?? 0) ||
        a.order - b.order ||
        a.id - b.id,
    );
    const index = buildCardIndex(db, ctx.user.id);
    const rows = cards.map((card) => pickAttributes(cardJson(card, index, now), input.fields));
    const content =
      input.format === 'csv'
        ? renderExport(
            'csv',
            rows.map((row) => withReadableValues(db, row)),
            withReadableFields(input.fields),
          )
        : renderExport(input.format, rows, input.fields);
    const at = iso(now);
    const file = insert(db, 'driveNodes', {
      drive_id: drive.id,
      parent_id: folder.id,
      name: exportFileName(board.name, input.format, now),
      kind: 'file',
      mime_type: EXPORT_MIME[input.format],
      size_bytes: new TextEncoder().encode(content).length,
      content,
      created_at: at,
      updated_at: at,
    });
    const origin = new URL(ctx.request.url).origin;
    return created({
      id: file.id,
      name: file.name,
      mime_type: file.mime_type,
      size_bytes: file.size_bytes,
      node_id: folder.id,
      drive_id: drive.id,
      download_url: `${origin}/api/drive/files/${file.id}/content`,
    });
  }),
];
