import { describe, expect, it } from 'vitest';
import type { NotificationMode } from '@/domain/enums';
import { seedDemo } from '../db/seed';
import type { Db } from '../db/types';
import { notify, type NotifyInput } from './notify';

const NOW = new Date('2026-03-11T10:00:00.000Z');

function withMode(mode: NotificationMode, app = true, email = false): Db {
  const db = seedDemo(NOW);
  db.notificationPreferences = [
    {
      board_id: 1,
      user_id: 3,
      notification_mode: mode,
      is_notified_through_app: app,
      is_notified_through_email: email,
    },
  ];
  db.notifications = [];
  return db;
}

const event = (over: Partial<NotifyInput>): NotifyInput => ({
  recipientId: 3,
  kind: 'board_updated',
  boardId: 1,
  cardId: null,
  actorId: 1,
  ...over,
});

describe('notify', () => {
  it.each([
    ['all', 'board_updated', false, true],
    ['all', 'mention', false, true],
    ['silent', 'mention', true, false],
    ['mentions', 'mention', false, true],
    ['mentions', 'assigned', true, false],
    ['mentions', 'board_updated', false, false],
    ['assignee', 'assigned', true, true],
    ['assignee', 'mention', true, true],
    ['assignee', 'mention', false, false],
    ['assignee', 'board_updated', false, false],
  ] as const)('mode %s, %s, assignee %s → delivered %s', (mode, kind, isAssignee, delivered) => {
    const db = withMode(mode);
    const result = notify(
      db,
      event({ kind, cardId: 12, cardAssigneeIds: isAssignee ? [3] : [2] }),
      NOW,
    );
    expect(result.inbox).toBe(delivered);
    expect(db.notifications).toHaveLength(delivered ? 1 : 0);
  });

  it('routes to the inbox and/or the e-mail outbox', () => {
    const db = withMode('all', false, true);
    db.emails = [];
    expect(notify(db, event({}), NOW)).toEqual({ inbox: false, email: true });
    expect(db.notifications).toHaveLength(0);
    expect(db.emails[0]).toMatchObject({
      user_id: 3,
      to: 'ines.interact@acme.example',
      kind: 'board_updated',
      board_id: 1,
    });
  });

  it('uses the defaults (all, app, no e-mail) without stored preferences', () => {
    const db = seedDemo(NOW);
    db.notificationPreferences = [];
    db.notifications = [];
    expect(notify(db, event({}), NOW)).toEqual({ inbox: true, email: false });
    expect(db.notifications[0]).toMatchObject({
      user_id: 3,
      actor_id: 1,
      created_at: NOW.toISOString(),
      read_at: null,
    });
  });

  it('never notifies the actor, deleted users or non-members', () => {
    const db = withMode('all');
    expect(notify(db, event({ recipientId: 1, actorId: 1 }), NOW).inbox).toBe(false);
    expect(notify(db, event({ recipientId: 7 }), NOW).inbox).toBe(false);
    expect(notify(db, event({ recipientId: 5 }), NOW).inbox).toBe(false);
    expect(db.notifications).toHaveLength(0);
  });
});
