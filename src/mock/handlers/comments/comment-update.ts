import { iso } from '../../db/store';
import { forbidden } from '../../http/errors';
import { boardRoute, ok } from '../../http/route';
import { validate } from '../../http/validate';
import { notifyNewMentions } from '../cards/card-mentions';
import { commentJson } from './comment-json';
import { loadComment } from './comment-load';
import { COMMENT_SHAPE } from './comment-rules';

/**
 * PATCH /boards/{board}/cards/{card}/comments/{comment} (extension): its author only, who must
 * still be able to comment (interact). Users newly mentioned by the edit are notified.
 */
export const updateCommentRoute = boardRoute(
  'patch',
  '/boards/:board/cards/:card/comments/:comment',
  { load: loadComment },
  (ctx, { card, comment }) => {
    ctx.requireLevel('interact');
    if (comment.user_id !== ctx.user.id) throw forbidden('Only the author may edit a comment.');
    const input = validate(ctx.body, COMMENT_SHAPE);
    const previous = comment.body;
    comment.body = input.content;
    comment.edited_at = iso(ctx.now);
    notifyNewMentions(
      ctx.db,
      card,
      { content: comment.body, previous, commentId: comment.id },
      ctx.user.id,
      ctx.now,
    );
    return ok(commentJson(ctx.db, comment));
  },
);
