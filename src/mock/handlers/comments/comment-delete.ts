import { levelAtLeast } from '@/domain/permissions';
import { iso } from '../../db/store';
import { forbidden } from '../../http/errors';
import { boardRoute, noContent } from '../../http/route';
import { loadComment } from './comment-load';

/**
 * DELETE /boards/{board}/cards/{card}/comments/{comment} (extension): its author (with
 * interact) or anyone who manages the board; a soft delete, answered 204.
 */
export const deleteCommentRoute = boardRoute(
  'delete',
  '/boards/:board/cards/:card/comments/:comment',
  { load: loadComment },
  (ctx, { comment }) => {
    ctx.requireLevel('interact');
    const isAuthor = comment.user_id === ctx.user.id;
    if (!isAuthor && !levelAtLeast(ctx.level, 'manage')) {
      throw forbidden('Only the author or a board manager may delete a comment.');
    }
    comment.deleted_at = iso(ctx.now);
    return noContent();
  },
);
