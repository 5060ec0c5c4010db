import { insert, iso } from '../../db/store';
import { boardRoute, created } from '../../http/route';
import { validate } from '../../http/validate';
import { loadCard } from '../cards/card-load';
import { notifyNewMentions } from '../cards/card-mentions';
import { requireFilledCustomFields } from '../cards/card-required-fields';
import { commentJson } from './comment-json';
import { COMMENT_SHAPE } from './comment-rules';

/**
 * POST /boards/{board}/cards/{card}/comments (extension, interact): a required custom field
 * left empty blocks it like a file attach (CONTRACT.md 3); mentioned members are notified.
 */
export const createCommentRoute = boardRoute(
  'post',
  '/boards/:board/cards/:card/comments',
  { level: 'interact', load: loadCard },
  (ctx, card) => {
    const { db, now } = ctx;
    const input = validate(ctx.body, COMMENT_SHAPE);
    requireFilledCustomFields(db, ctx.board, card);
    const comment = insert(db, 'comments', {
      card_id: card.id,
      user_id: ctx.user.id,
      body: input.content,
      created_at: iso(now),
      edited_at: null,
      deleted_at: null,
    });
    notifyNewMentions(db, card, { content: comment.body, commentId: comment.id }, ctx.user.id, now);
    return created(commentJson(db, comment));
  },
);
