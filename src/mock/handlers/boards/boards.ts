import { isOneOf } from '@/domain/enums';
import { withBoardTag } from '../../http/preconditions';
import { boardRoute, created, ok, userRoute, type MockRoute } from '../../http/route';
import type { QueryValue } from '../../http/query';
import { BOARD_ATTRIBUTES, boardJson, boardPayload } from './board-json';
import { updateBoard } from './board-update';
import { createBoard } from './board-create';

/** `attributes[]=name` or `attributes=name`; other shapes read as none. */
function requestedAttributes(value: QueryValue | undefined): string[] | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return [value];
  const list = Array.isArray(value) ? value : Object.values(value);
  return list.filter((item): item is string => typeof item === 'string');
}

export const boardHandlers: MockRoute[] = [
  userRoute('post', '/boards', (ctx) => created(createBoard(ctx))),

  boardRoute('get', '/boards/:board', { level: 'view' }, (ctx) => {
    const names = requestedAttributes(ctx.query.attributes);
    if (names == null) {
      return withBoardTag(ctx, 'board', () =>
        ok(
          boardPayload({
            db: ctx.db,
            board: ctx.board,
            user: ctx.user,
            level: ctx.level,
            now: ctx.now,
          }),
        ),
      );
    }
    // The spec lists no validation error for this read: unknown names are ignored.
    const board = boardJson(ctx.board);
    const picked: Record<string, unknown> = {};
    for (const name of names) if (isOneOf(BOARD_ATTRIBUTES, name)) picked[name] = board[name];
    return ok({ board: picked });
  }),

  boardRoute('patch', '/boards/:board', {}, (ctx) => {
    // Members or visibility need manage; anything else edit. Checked before validating.
    const touchesAccess = 'members' in ctx.body || 'visibility' in ctx.body;
    ctx.requireLevel(touchesAccess ? 'manage' : 'edit');
    return ok(boardJson(updateBoard(ctx)));
  }),
];
