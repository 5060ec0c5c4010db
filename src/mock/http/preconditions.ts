import { HttpResponse } from 'msw';
import { boardVersion, versionOf } from '../events/board-events';
import { HttpError } from './errors';
import type { BoardContext, PublicContext, Reply } from './route';

/** The integer an `If-Match` carries (`"12"`, `12`, `W/"12"`); null when there is none. */
function matchedVersion(header: string | null): number | null {
  if (header === null) return null;
  const value = Number(header.trim().replace(/^W\//, '').replaceAll('"', ''));
  return Number.isInteger(value) ? value : Number.NaN;
}

/**
 * If-Match (CONTRACT 4b): a write that started from another version of the record than the
 * stored one is refused with 412 and the record as it is now, so the client can show both.
 * Without the header the write goes through, as before versions existed.
 */
export function requireVersion(
  ctx: PublicContext,
  record: { version?: number },
  current: () => unknown,
): void {
  const wanted = matchedVersion(ctx.request.headers.get('if-match'));
  if (wanted === null || wanted === versionOf(record)) return;
  throw new HttpError(412, {
    message: 'Someone else changed this since you read it.',
    current: current(),
  });
}

/**
 * A read with its ETag: where the data stands (`generation`: any write changes it), the
 * board's version, and the reader with their level (what a read shows depends on who asks).
 * `If-None-Match` with the same tag: 304.
 */
export function withBoardTag(ctx: BoardContext, scope: string, read: () => Reply): Reply {
  const reader = `${ctx.user.id}-${ctx.level ?? 'none'}`;
  const tag = `"${ctx.service.generation}.${ctx.board.id}.${boardVersion(ctx.db, ctx.board.id)}.${reader}.${scope}"`;
  const headers = { ETag: tag };
  const asked = ctx.request.headers.get('if-none-match');
  if (asked !== null && asked.split(',').some((candidate) => candidate.trim() === tag)) {
    return new HttpResponse(null, { status: 304, headers });
  }
  const reply = read();
  if (reply instanceof Response) return reply;
  return HttpResponse.json(reply.body as Parameters<typeof HttpResponse.json>[0], {
    status: reply.status,
    headers,
  });
}
