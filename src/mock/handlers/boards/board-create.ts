import { abilitiesFor, levelAtLeast } from '@/domain/permissions';
import { VISIBILITIES } from '@/domain/enums';
import { LIMITS } from '@/domain/limits';
import { effectiveLevel, liveBoard } from '../../db/queries';
import { insert } from '../../db/store';
import { validationFailed, type FieldErrors } from '../../http/errors';
import type { UserContext } from '../../http/route';
import { addError, messages, v, validateCollecting } from '../../http/validate';
import { boardJson } from './board-json';

const createShape = {
  name: v.string().required().max(LIMITS.boardName.max),
  description: v.string().nullable().max(LIMITS.boardDescription.max),
  icon: v.string().nullable().max(255),
  visibility: v.oneOf(VISIBILITIES).nullable(),
  parent_id: v.integer().nullable(),
};

/**
 * POST /boards (CONTRACT.md 4c): any signed-in user creates a board in their tenant and becomes
 * its manager. A parent must be a live board of the tenant the caller may edit. No columns yet.
 */
export function createBoard(ctx: UserContext) {
  const errors: FieldErrors = {};
  const input = validateCollecting(ctx.body, createShape, errors);
  if (input?.parent_id != null) {
    const parent = liveBoard(ctx.db, input.parent_id);
    const level = parent ? effectiveLevel(ctx.db, parent, ctx.user) : null;
    if (!parent || !levelAtLeast(level, 'edit'))
      addError(errors, 'parent_id', messages.exists('parent_id'));
  }
  if (!input || Object.keys(errors).length > 0) throw validationFailed(errors);

  const at = ctx.now.toISOString();
  const board = insert(ctx.db, 'boards', {
    user_id: ctx.user.id,
    group_id: null,
    cuid: ctx.user.cuid,
    parent_id: input.parent_id ?? null,
    name: input.name,
    description: input.description ?? null,
    icon: input.icon ?? null,
    visibility: input.visibility ?? 'private',
    order_cards_by: null,
    order_cards_direction: null,
    archived_at: null,
    created_at: at,
    updated_at: at,
    deleted_at: null,
  });
  ctx.db.members.push({
    board_id: board.id,
    user_id: ctx.user.id,
    permission: 'manage',
    view_mode: null,
    created_at: at,
    updated_at: at,
  });
  return { ...boardJson(board), permissions: abilitiesFor('manage') };
}
