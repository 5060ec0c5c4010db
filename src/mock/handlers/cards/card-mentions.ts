import { contentMentions } from '@/domain/editor-document';
import type { CardRecord, Db } from '../../db/types';
import { notifyAll } from '../../notifications';

/** Editor content written on a card: its content, or a comment on it. */
export interface WrittenContent {
  content: string | null;
  /** The content before the write: users mentioned there are not notified again. */
  previous?: string | null;
  /** The comment the content belongs to; absent for the card's own content. */
  commentId?: number;
}

/**
 * Notifies users mentioned in the written content (and not already in its previous version)
 * with a `mention` on the card, by their preferences; notify() skips the actor and non-members.
 */
export function notifyNewMentions(
  db: Db,
  card: CardRecord,
  written: WrittenContent,
  actorId: number,
  now: Date,
): void {
  const before = new Set(contentMentions(written.previous ?? null));
  const mentioned = contentMentions(written.content).filter((id) => !before.has(id));
  const assignees = db.cardAssignees.filter((a) => a.card_id === card.id).map((a) => a.user_id);
  notifyAll(
    db,
    mentioned,
    {
      kind: 'mention',
      boardId: card.board_id,
      cardId: card.id,
      commentId: written.commentId ?? null,
      actorId,
      cardAssigneeIds: assignees,
    },
    now,
  );
}

/** Notifies users newly mentioned in the card's own content. */
export function notifyMentions(
  db: Db,
  card: CardRecord,
  actorId: number,
  now: Date,
  previous: string | null = null,
): void {
  notifyNewMentions(db, card, { content: card.content, previous }, actorId, now);
}
