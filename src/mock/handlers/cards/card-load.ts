import { liveCard } from '../../db/queries';
import type {
  BoardRecord,
  CardRecord,
  ChecklistItemRecord,
  ChecklistRecord,
  CardTemplateRecord,
  Db,
} from '../../db/types';
import { notFound } from '../../http/errors';
import { intParam, type BoardContext } from '../../http/route';

/** Path loaders for the card-side routes: a nested resource of another parent is a 404. */

export function loadCard(ctx: BoardContext): CardRecord {
  const card = liveCard(ctx.db, ctx.board.id, intParam(ctx, 'card'));
  if (!card) throw notFound('Card not found.');
  return card;
}

export function loadChecklist(ctx: BoardContext): { card: CardRecord; checklist: ChecklistRecord } {
  const card = loadCard(ctx);
  const id = intParam(ctx, 'checklist');
  const checklist = ctx.db.checklists.find((c) => c.id === id && c.card_id === card.id);
  if (!checklist) throw notFound('Checklist not found.');
  return { card, checklist };
}

export function loadChecklistItem(ctx: BoardContext): {
  card: CardRecord;
  checklist: ChecklistRecord;
  item: ChecklistItemRecord;
} {
  const { card, checklist } = loadChecklist(ctx);
  const id = intParam(ctx, 'item');
  const item = ctx.db.checklistItems.find((i) => i.id === id && i.checklist_id === checklist.id);
  if (!item) throw notFound('Checklist item not found.');
  return { card, checklist, item };
}

/** Templates visible on a board: its own and the tenant-wide ones. */
export function visibleTemplates(db: Db, board: BoardRecord): CardTemplateRecord[] {
  return db.cardTemplates.filter(
    (t) => t.board_id === board.id || (t.board_id == null && t.cuid === board.cuid),
  );
}

/** Live users who are members of the board (soft-deleted members cannot be assigned). */
export function assignableUserIds(db: Db, boardId: number): Set<number> {
  const deleted = new Set(db.users.filter((u) => u.deleted_at != null).map((u) => u.id));
  return new Set(
    db.members
      .filter((m) => m.board_id === boardId && !deleted.has(m.user_id))
      .map((m) => m.user_id),
  );
}
