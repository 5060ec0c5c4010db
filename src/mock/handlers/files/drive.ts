import { HttpResponse } from 'msw';
import type { DriveNodeRecord } from '../../db/types';
import { found } from '../../http/errors';
import { intParam, ok, userRoute, type MockRoute } from '../../http/route';
import { queryString } from '../filtering';

function nodeJson(node: DriveNodeRecord) {
  const { content: _content, ...wire } = node;
  return wire;
}

/** Extensions: browse the demo drive of the caller's tenant and read stored files. */
export const driveHandlers: MockRoute[] = [
  userRoute('get', '/drive/nodes', (ctx) => {
    const drives = new Set(ctx.db.drives.filter((d) => d.cuid === ctx.user.cuid).map((d) => d.id));
    const raw = queryString(ctx.query.parent_id);
    const parentId = raw != null && /^\d+$/.test(raw) ? Number(raw) : null;
    const nodes = ctx.db.driveNodes
      .filter((n) => drives.has(n.drive_id) && n.parent_id === parentId)
      .sort((a, b) =>
        a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'folder' ? -1 : 1,
      );
    return ok(nodes.map(nodeJson));
  }),

  userRoute('get', '/drive/files/:id/content', (ctx) => {
    const id = intParam(ctx, 'id');
    const drives = new Set(ctx.db.drives.filter((d) => d.cuid === ctx.user.cuid).map((d) => d.id));
    const file = found(
      ctx.db.driveNodes.find((n) => n.id === id && n.kind === 'file' && drives.has(n.drive_id)),
    );
    return new HttpResponse(file.content ?? '', {
      status: 200,
      headers: { 'Content-Type': file.mime_type ?? 'application/octet-stream' },
    });
  }),
];
