import { effectiveLevel, liveBoard } from '../../db/queries';
import { ok, userRoute, type MockRoute } from '../../http/route';
import { checklistItemJson } from './checklist-json';

/**
 * GET /me/checklist-items (ours, docs/api.md): the open checklist items assigned to the caller
 * on the cards (not deleted) of every board the caller can see, each with its `card_id` and
 * `board_id`, by due date (undated last) then id. One read for all boards: My work asks it once
 * instead of reading every card.
 */
export const myItemsHandlers: MockRoute[] = [
  userRoute('get', '/me/checklist-items', (ctx) => {
    const { db, user, now } = ctx;
    const mine = new Set(
      db.checklistItemAssignees.filter((a) => a.user_id === user.id).map((a) => a.item_id),
    );
    const cardOfChecklist = new Map(db.checklists.map((list) => [list.id, list.card_id]));
    const cards = new Map(db.cards.map((card) => [card.id, card]));
    const visible = new Map<number, boolean>();
    const canSee = (boardId: number) => {
      let seen = visible.get(boardId);
      if (seen === undefined) {
        const board = liveBoard(db, boardId);
        seen = board !== undefined && effectiveLevel(db, board, user) !== null;
        visible.set(boardId, seen);
      }
      return seen;
    };
    const items = db.checklistItems.flatMap((item) => {
      if (item.is_completed || !mine.has(item.id)) return [];
      const card = cards.get(cardOfChecklist.get(item.checklist_id) ?? -1);
      if (!card || card.deleted_at != null || !canSee(card.board_id)) return [];
      return [{ ...checklistItemJson(db, item, now), card_id: card.id, board_id: card.board_id }];
    });
    const dueOf = (due: string | null) => (due ? Date.parse(due) : Number.POSITIVE_INFINITY);
    items.sort((a, b) => dueOf(a.due_date) - dueOf(b.due_date) || a.id - b.id);
    return ok(items);
  }),
];
