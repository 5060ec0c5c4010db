import { LIMITS } from '@/domain/limits';
import { eventMessage, recordBoardWrite } from '../../events/board-events';
import { levelAtLeast } from '@/domain/permissions';
import { effectiveLevel } from '../../db/queries';
import { insert, update } from '../../db/store';
import type { TagRecord } from '../../db/types';
import { forbidden, found, invalid } from '../../http/errors';
import { boardRoute, created, intParam, ok, userRoute, type MockRoute } from '../../http/route';
import { messages, v, validate } from '../../http/validate';
import { tagResponse } from './tag-json';

const tagShape = {
  name: v.string().required().min(LIMITS.tagName.min).max(LIMITS.tagName.max),
  color: v.hexColor().required(),
  description: v.string().nullable().min(LIMITS.tagDescription.min).max(LIMITS.tagDescription.max),
};

function sameName(a: string, b: string): boolean {
  return a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');
}

export const tagHandlers: MockRoute[] = [
  boardRoute('post', '/boards/:board/tags', { level: 'edit' }, (ctx) => {
    const input = validate(ctx.body, tagShape);
    const board = ctx.board;
    if (ctx.db.tags.some((t) => t.board_id === board.id && sameName(t.name, input.name))) {
      throw invalid('name', messages.unique('name'));
    }
    const at = ctx.now.toISOString();
    const tag = insert(ctx.db, 'tags', {
      board_id: board.id,
      cuid: board.cuid,
      name: input.name,
      color: input.color,
      description: input.description ?? null,
      created_at: at,
      updated_at: at,
    });
    return created(tagResponse(tag));
  }),

  // A common tag may be edited by whoever manages at least one board of its tenant.
  userRoute('patch', '/tags/common/:tag', (ctx) => {
    const id = intParam(ctx, 'tag');
    const tag: TagRecord = found(ctx.db.tags.find((t) => t.id === id && t.board_id == null));
    const manages = ctx.db.boards.some(
      (b) =>
        b.deleted_at == null &&
        b.cuid === tag.cuid &&
        levelAtLeast(effectiveLevel(ctx.db, b, ctx.user), 'manage'),
    );
    if (!manages) throw forbidden();
    const input = validate(ctx.body, tagShape);
    const clash = ctx.db.tags.some(
      (t) =>
        t.id !== tag.id &&
        t.board_id == null &&
        t.cuid === tag.cuid &&
        sameName(t.name, input.name),
    );
    if (clash) throw invalid('name', messages.unique('name'));
    update(
      tag,
      { name: input.name, color: input.color, description: input.description ?? null },
      ctx.now,
    );
    // Every board of the tenant shows common tags: each hears of the change.
    for (const board of ctx.db.boards) {
      if (board.deleted_at != null || board.cuid !== tag.cuid) continue;
      const event = recordBoardWrite(
        ctx.db,
        board.id,
        { event: 'tag', kind: 'updated', ids: [tag.id] },
        ctx.user.id,
        ctx.now.toISOString(),
      );
      ctx.service.publish(board.id, eventMessage(event));
    }
    return ok(tagResponse(tag));
  }),
];
