import { invalid } from '../../http/errors';
import { boardRoute, ok, type MockRoute } from '../../http/route';
import { v, validate } from '../../http/validate';
import { checklistItemJson } from './checklist-json';

/** The widest window one read may ask for: a month grid is six weeks. */
export const DATED_ITEMS_MAX_DAYS = 62;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /boards/{board}/checklist-items?due_from=&due_to= (extension, view): the checklist items
 * due in [due_from, due_to) on the board's cards that are not deleted, by due date, each with
 * its `card_id`. The calendar asks for the weeks it shows, in one request.
 */
export const datedItemsHandlers: MockRoute[] = [
  boardRoute('get', '/boards/:board/checklist-items', { level: 'view' }, (ctx) => {
    const { db, board, now } = ctx;
    const input = validate(ctx.query, {
      due_from: v.date().required(),
      due_to: v.date().required(),
    });
    const from = Date.parse(input.due_from);
    const to = Date.parse(input.due_to);
    if (to <= from) throw invalid('due_to', 'The due to field must be a date after due from.');
    if (to - from > DATED_ITEMS_MAX_DAYS * DAY_MS)
      throw invalid('due_to', `The window may span at most ${DATED_ITEMS_MAX_DAYS} days.`);

    const cardOfChecklist = new Map<number, number>();
    const liveCards = new Set(
      db.cards.filter((c) => c.board_id === board.id && c.deleted_at == null).map((c) => c.id),
    );
    for (const checklist of db.checklists)
      if (liveCards.has(checklist.card_id)) cardOfChecklist.set(checklist.id, checklist.card_id);

    const items = db.checklistItems.flatMap((item) => {
      const cardId = cardOfChecklist.get(item.checklist_id);
      const due = item.due_date ? Date.parse(item.due_date) : Number.NaN;
      if (cardId === undefined || !(due >= from && due < to)) return [];
      return [{ ...checklistItemJson(db, item, now), card_id: cardId }];
    });
    items.sort((a, b) => (a.due_date ?? '').localeCompare(b.due_date ?? '') || a.id - b.id);
    return ok(items);
  }),
];
