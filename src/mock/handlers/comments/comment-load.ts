import type { CardRecord, CommentRecord } from '../../db/types';
import { notFound } from '../../http/errors';
import { intParam, type BoardContext } from '../../http/route';
import { loadCard } from '../cards/card-load';
import { isLiveComment } from './comment-json';

/** The card and its live comment from the path; a comment of another card is a 404. */
export function loadComment(ctx: BoardContext): { card: CardRecord; comment: CommentRecord } {
  const card = loadCard(ctx);
  const id = intParam(ctx, 'comment');
  const comment = ctx.db.comments.find(
    (c) => c.id === id && c.card_id === card.id && isLiveComment(c),
  );
  if (!comment) throw notFound('Comment not found.');
  return { card, comment };
}
