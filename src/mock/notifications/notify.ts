import type { NotificationKind } from '@/domain/enums';
import { membership, preferencesOf, userById } from '../db/queries';
import { insert, iso } from '../db/store';
import type { Db } from '../db/types';

export interface NotifyInput {
  recipientId: number;
  kind: NotificationKind;
  boardId: number;
  cardId: number | null;
  /** The comment a mention was made in (null or absent: the card's content). */
  commentId?: number | null;
  actorId: number;
  /** Assignees of the card after the operation (for the `assignee` mode). */
  cardAssigneeIds?: readonly number[];
}

export interface NotifyResult {
  inbox: boolean;
  email: boolean;
}

const SUBJECTS: Record<NotificationKind, string> = {
  mention: 'You were mentioned',
  assigned: 'You were assigned to a card',
  board_updated: 'A board was updated',
};

/** Whether the recipient's mode lets this event through (CONTRACT.md section 3). */
export function modeAllows(db: Db, input: NotifyInput): boolean {
  const { notification_mode } = preferencesOf(db, input.boardId, input.recipientId);
  switch (notification_mode) {
    case 'silent':
      return false;
    case 'mentions':
      return input.kind === 'mention';
    case 'assignee':
      return input.cardId != null && (input.cardAssigneeIds ?? []).includes(input.recipientId);
    case 'all':
      return true;
  }
}

/**
 * Delivers one event to one user according to their preferences for the board: never to
 * the actor, only to live members of the board, into the in-app inbox and/or the e-mail
 * outbox.
 */
export function notify(db: Db, input: NotifyInput, now: Date): NotifyResult {
  const none = { inbox: false, email: false };
  if (input.recipientId === input.actorId) return none;
  const user = userById(db, input.recipientId);
  if (!user || user.deleted_at != null || !membership(db, input.boardId, user.id)) return none;
  if (!modeAllows(db, input)) return none;
  const prefs = preferencesOf(db, input.boardId, user.id);
  const base = {
    user_id: user.id,
    kind: input.kind,
    board_id: input.boardId,
    card_id: input.cardId,
    created_at: iso(now),
  };
  if (prefs.is_notified_through_app)
    insert(db, 'notifications', {
      ...base,
      comment_id: input.commentId ?? null,
      actor_id: input.actorId,
      read_at: null,
    });
  if (prefs.is_notified_through_email)
    insert(db, 'emails', { ...base, to: user.email, subject: SUBJECTS[input.kind] });
  return { inbox: prefs.is_notified_through_app, email: prefs.is_notified_through_email };
}

/** Notifies several recipients of the same event (duplicates collapse). */
export function notifyAll(
  db: Db,
  recipientIds: Iterable<number>,
  event: Omit<NotifyInput, 'recipientId'>,
  now: Date,
): void {
  for (const recipientId of new Set(recipientIds)) notify(db, { ...event, recipientId }, now);
}
