import { CARD_SORT_FIELDS, SORT_DIRECTIONS, VISIBILITIES } from '@/domain/enums';
import { LIMITS } from '@/domain/limits';
import { PERMISSION_LEVELS } from '@/domain/permissions';
import { boardMembers, liveBoard } from '../../db/queries';
import { update } from '../../db/store';
import type { BoardRecord, Db, MemberRecord } from '../../db/types';
import { validationFailed, type FieldErrors } from '../../http/errors';
import type { BoardContext } from '../../http/route';
import { addError, messages, v, validateCollecting } from '../../http/validate';
import { notifyAll } from '../../notifications';

const memberShape = {
  id: v.integer().required(),
  permission: v.oneOf(PERMISSION_LEVELS).required(),
};

const boardShape = {
  name: v.string().sometimes().required().max(LIMITS.boardName.max),
  description: v.string().nullable().max(LIMITS.boardDescription.max),
  icon: v.string().nullable().max(255),
  parent_id: v.integer().nullable(),
  visibility: v.oneOf(VISIBILITIES).requiredWith('members'),
  members: v.array(v.object(memberShape)).requiredWith('visibility'),
  order_cards_by: v.oneOf(CARD_SORT_FIELDS).nullable(),
  order_cards_direction: v.oneOf(SORT_DIRECTIONS).nullable(),
};

/** True when making `parentId` the parent of `boardId` would close a loop. */
function createsCycle(db: Db, boardId: number, parentId: number): boolean {
  const seen = new Set<number>();
  for (let id: number | null = parentId; id != null; id = liveBoard(db, id)?.parent_id ?? null) {
    if (id === boardId || seen.has(id)) return true;
    seen.add(id);
  }
  return false;
}

function checkParent(ctx: BoardContext, parentId: number, errors: FieldErrors): void {
  const parent = liveBoard(ctx.db, parentId);
  if (!parent || parent.cuid !== ctx.board.cuid)
    addError(errors, 'parent_id', messages.exists('parent_id'));
  else if (createsCycle(ctx.db, ctx.board.id, parentId)) {
    addError(errors, 'parent_id', 'The parent id field must not create a cycle of nested boards.');
  }
}

function checkMembers(
  ctx: BoardContext,
  members: { id: number; permission: string }[],
  errors: FieldErrors,
): void {
  const seen = new Set<number>();
  members.forEach((member, index) => {
    const user = ctx.db.users.find((u) => u.id === member.id && u.cuid === ctx.board.cuid);
    if (!user) addError(errors, `members.${index}.id`, messages.exists(`members.${index}.id`));
    else if (seen.has(member.id))
      addError(errors, `members.${index}.id`, messages.distinct(`members.${index}.id`));
    seen.add(member.id);
  });
  if (!members.some((m) => m.permission === 'manage')) {
    addError(
      errors,
      'members',
      'The members field must keep at least one member with the manage permission.',
    );
  }
}

function syncMembers(
  ctx: BoardContext,
  wanted: { id: number; permission: MemberRecord['permission'] }[],
): boolean {
  const at = ctx.now.toISOString();
  const before = JSON.stringify(
    boardMembers(ctx.db, ctx.board.id).map((m) => [m.user_id, m.permission]),
  );
  const keep = new Set(wanted.map((m) => m.id));
  ctx.db.members = ctx.db.members.filter((m) => m.board_id !== ctx.board.id || keep.has(m.user_id));
  for (const { id, permission } of wanted) {
    const existing = ctx.db.members.find((m) => m.board_id === ctx.board.id && m.user_id === id);
    if (existing) {
      if (existing.permission !== permission) update(existing, { permission }, ctx.now);
    } else {
      ctx.db.members.push({
        board_id: ctx.board.id,
        user_id: id,
        permission,
        view_mode: null,
        created_at: at,
        updated_at: at,
      });
    }
  }
  const after = JSON.stringify(
    boardMembers(ctx.db, ctx.board.id).map((m) => [m.user_id, m.permission]),
  );
  return before !== after;
}

/**
 * PATCH /boards/{board}: validates (422 keys of CONTRACT.md section 3), applies the changed
 * attributes, synchronizes members, and notifies the members when something changed.
 */
export function updateBoard(ctx: BoardContext): BoardRecord {
  const errors: FieldErrors = {};
  const input = validateCollecting(ctx.body, boardShape, errors);
  if (input?.parent_id != null) checkParent(ctx, input.parent_id, errors);
  if (input?.members) checkMembers(ctx, input.members, errors);
  if (!input || Object.keys(errors).length > 0) throw validationFailed(errors);

  const patch: Partial<BoardRecord> = {};
  const { members, ...attributes } = input;
  for (const [key, value] of Object.entries(attributes) as [keyof typeof attributes, unknown][]) {
    if (value !== undefined && ctx.board[key] !== value) Object.assign(patch, { [key]: value });
  }
  const membersChanged = members ? syncMembers(ctx, members) : false;
  if (Object.keys(patch).length > 0 || membersChanged) {
    update(ctx.board, patch, ctx.now);
    const recipients = boardMembers(ctx.db, ctx.board.id).map((m) => m.user_id);
    notifyAll(
      ctx.db,
      recipients,
      { kind: 'board_updated', boardId: ctx.board.id, cardId: null, actorId: ctx.user.id },
      ctx.now,
    );
  }
  return ctx.board;
}
