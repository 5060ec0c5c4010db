import { boardRoute, ok, type MockRoute } from '../../http/route';
import { loadCard } from '../cards/card-load';
import { createCommentRoute } from './comment-create';
import { deleteCommentRoute } from './comment-delete';
import { commentJson, isLiveComment } from './comment-json';
import { updateCommentRoute } from './comment-update';

/** Comments on a card (extension, CONTRACT 4b). */
export const commentHandlers: MockRoute[] = [
  boardRoute(
    'get',
    '/boards/:board/cards/:card/comments',
    { level: 'view', load: loadCard },
    (ctx, card) =>
      ok(
        ctx.db.comments
          .filter((c) => c.card_id === card.id && isLiveComment(c))
          .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
          .map((c) => commentJson(ctx.db, c)),
      ),
  ),
  createCommentRoute,
  updateCommentRoute,
  deleteCommentRoute,
];
