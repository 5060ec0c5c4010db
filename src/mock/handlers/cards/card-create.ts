import { CARD_STATUSES } from '@/domain/enums';
import { planInsert } from '@/domain/ordering';
import { dueDateHash } from '../../db/ids';
import { liveColumn } from '../../db/queries';
import { insert, iso, nextCardNumber } from '../../db/store';
import type { CardRecord, CardTemplateRecord, Db } from '../../db/types';
import { invalid } from '../../http/errors';
import { boardRoute, created, type BoardContext } from '../../http/route';
import { messages, v, validate } from '../../http/validate';
import { buildCardIndex } from './card-index';
import { cardJson } from './card-json';
import { boardTags } from '../boards/board-json';
import { visibleTemplates } from './card-load';
import { notifyMentions } from './card-mentions';
import { contentField, coverColorField, iconField, titleField } from './card-rules';

const SHAPE = {
  column_id: v.integer().required(),
  title: titleField().required(),
  content: contentField(),
  type: v.oneOf(['ORDINARY'] as const).nullable(),
  status: v.oneOf(CARD_STATUSES).nullable(),
  icon: iconField(),
  order: v.integer().nullable(),
  due_date: v.date().nullable(),
  template_id: v.integer().nullable(),
  cover_color: coverColorField(),
  source: v.string().nullable().max(255),
};

function applyTemplateChecklists(
  db: Db,
  card: CardRecord,
  template: CardTemplateRecord,
  at: string,
): void {
  for (const list of template.checklists) {
    const checklist = insert(db, 'checklists', {
      card_id: card.id,
      title: list.title,
      created_at: at,
      updated_at: at,
    });
    list.items.forEach((title, index) => {
      insert(db, 'checklistItems', {
        checklist_id: checklist.id,
        title,
        order: index + 1,
        is_completed: false,
        completed_at: null,
        due_date: null,
        created_at: at,
        updated_at: at,
      });
    });
  }
}

function createCard(ctx: BoardContext) {
  const { db, board, now } = ctx;
  const input = validate(ctx.body, SHAPE);
  const column = liveColumn(db, board.id, input.column_id);
  if (!column) throw invalid('column_id', messages.exists('column_id'));
  let template: CardTemplateRecord | undefined;
  if (input.template_id != null) {
    template = visibleTemplates(db, board).find((t) => t.id === input.template_id);
    if (!template) throw invalid('template_id', messages.exists('template_id'));
  }

  const siblings = db.cards.filter((c) => c.column_id === column.id && c.deleted_at == null);
  const plan = planInsert(siblings, input.order);
  for (const sibling of siblings) {
    const order = plan.shifted.get(sibling.id);
    if (order !== undefined) sibling.order = order;
  }
  const at = iso(now);
  const status = input.status ?? null;
  const card = insert(db, 'cards', {
    board_id: board.id,
    column_id: column.id,
    user_id: ctx.user.id,
    title: input.title,
    content: input.content ?? template?.content ?? null,
    type: 'ORDINARY',
    status,
    icon: input.icon ?? null,
    order: plan.order,
    number: nextCardNumber(db, board.id),
    due_date: input.due_date ?? null,
    due_date_hash: null,
    pinned_at: null,
    completed_at: null,
    archived_at: status === 'ARCHIVED' ? at : null,
    deleted_at: null,
    checklist_id: null,
    card_recurrence_id: null,
    cover_color: input.cover_color?.toLowerCase() ?? template?.cover_color ?? null,
    created_at: at,
    updated_at: at,
  });
  card.due_date_hash = dueDateHash(card.id, card.due_date);
  if (template) {
    const usable = new Set(boardTags(db, board).map((t) => t.id));
    for (const tagId of template.tags_ids)
      if (usable.has(tagId)) db.cardTags.push({ card_id: card.id, tag_id: tagId });
    applyTemplateChecklists(db, card, template, at);
  }
  notifyMentions(db, card, ctx.user.id, now);
  return created(cardJson(card, buildCardIndex(db, ctx.user.id, new Set([card.id])), now));
}

/** POST /boards/{board}/cards (spec 4.5). */
export const createCardRoute = boardRoute(
  'post',
  '/boards/:board/cards',
  { level: 'edit' },
  createCard,
);
