import { CARD_STATUSES } from '@/domain/enums';
import { requireVersion } from '../../http/preconditions';
import { dueDateHash } from '../../db/ids';
import { liveColumn } from '../../db/queries';
import { iso } from '../../db/store';
import type { CardRecord } from '../../db/types';
import { invalid, validationFailed } from '../../http/errors';
import { boardRoute, ok, type BoardContext } from '../../http/route';
import { messages, v, validate } from '../../http/validate';
import { boardTags } from '../boards/board-json';
import { buildCardIndex } from './card-index';
import { cardJson } from './card-json';
import { checkCustomValues, writeCustomValues } from './card-custom-values';
import { loadCard } from './card-load';
import { notifyMentions } from './card-mentions';
import { moveCard } from './card-move';
import { contentField, coverColorField, iconField, titleField } from './card-rules';

const SHAPE = {
  title: titleField(),
  content: contentField(),
  status: v.oneOf(CARD_STATUSES).nullable(),
  icon: iconField(),
  due_date: v.date().nullable(),
  cover_color: coverColorField(),
  pinned: v.boolean(),
  completed: v.boolean(),
  column_id: v.integer(),
  order: v.integer(),
  tags_ids: v.array(v.integer()).nullable(),
  custom_fields: v.idMap(v.any()),
};

function sent(body: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(body, key);
}

function stamp(current: string | null, on: boolean, now: string): string | null {
  return on ? (current ?? now) : null;
}

function updateCard(ctx: BoardContext, card: CardRecord) {
  const { db, board, body, now } = ctx;
  requireVersion(ctx, card, () =>
    cardJson(card, buildCardIndex(db, ctx.user.id, new Set([card.id])), now),
  );
  if (
    sent(body, 'title') &&
    (body.title == null || (typeof body.title === 'string' && body.title.trim() === ''))
  ) {
    throw invalid('title', messages.required('title'));
  }
  const input = validate(body, SHAPE);
  const at = iso(now);
  if (input.column_id !== undefined && !liveColumn(db, board.id, input.column_id)) {
    throw invalid('column_id', messages.exists('column_id'));
  }
  const usableTags = new Set(boardTags(db, board).map((t) => t.id));
  const badTag = (input.tags_ids ?? []).findIndex((id) => !usableTags.has(id));
  if (badTag >= 0)
    throw validationFailed({ [`tags_ids.${badTag}`]: [messages.exists(`tags_ids.${badTag}`)] });
  if (input.custom_fields) checkCustomValues(db, board, input.custom_fields);

  const previousContent = card.content;
  if (input.title !== undefined) card.title = input.title;
  if (sent(body, 'content')) card.content = input.content ?? null;
  if (sent(body, 'icon')) card.icon = input.icon ?? null;
  if (sent(body, 'cover_color')) card.cover_color = input.cover_color?.toLowerCase() ?? null;
  if (sent(body, 'status')) {
    card.status = input.status ?? null;
    card.archived_at = stamp(card.archived_at, card.status === 'ARCHIVED', at);
  }
  if (sent(body, 'due_date')) {
    card.due_date = input.due_date ?? null;
    card.due_date_hash = dueDateHash(card.id, card.due_date);
  }
  if (input.pinned !== undefined) card.pinned_at = stamp(card.pinned_at, input.pinned, at);
  if (input.completed !== undefined)
    card.completed_at = stamp(card.completed_at, input.completed, at);
  if (input.column_id !== undefined || input.order !== undefined) {
    moveCard(db, card, input.column_id ?? card.column_id, input.order);
  }
  if (sent(body, 'tags_ids')) {
    db.cardTags = db.cardTags.filter((t) => t.card_id !== card.id);
    for (const tagId of new Set(input.tags_ids ?? []))
      db.cardTags.push({ card_id: card.id, tag_id: tagId });
  }
  if (input.custom_fields) writeCustomValues(db, card, input.custom_fields);
  card.updated_at = at;
  if (sent(body, 'content')) notifyMentions(db, card, ctx.user.id, now, previousContent);
  return ok(cardJson(card, buildCardIndex(db, ctx.user.id, new Set([card.id])), now));
}

/** PATCH /boards/{board}/cards/{card} (extension). */
export const updateCardRoute = boardRoute(
  'patch',
  '/boards/:board/cards/:card',
  { level: 'edit', load: loadCard },
  updateCard,
);
