import { contentMentions } from '@/domain/editor-document';
import type { CardRecord, Db } from '../../db/types';
import { notifyAll } from '../../notifications';

/**
 * Notifies users mentioned in `content` (and not already in `previous`), by their
 * preferences; notify() skips the actor and non-members.
 */
export function notifyMentions(
  db: Db,
  card: CardRecord,
  actorId: number,
  now: Date,
  previous: string | null = null,
): void {
  const before = new Set(contentMentions(previous));
  const mentioned = contentMentions(card.content).filter((id) => !before.has(id));
  const assignees = db.cardAssignees.filter((a) => a.card_id === card.id).map((a) => a.user_id);
  notifyAll(
    db,
    mentioned,
    {
      kind: 'mention',
      boardId: card.board_id,
      cardId: card.id,
      actorId,
      cardAssigneeIds: assignees,
    },
    now,
  );
}
