import type { PermissionLevel } from '@/domain/permissions';
import type {
  BoardRecord,
  CardRecord,
  ColumnRecord,
  Db,
  MemberRecord,
  NotificationPreferenceRecord,
  UserRecord,
} from './types';

/** Read helpers shared by the handlers; "live" means not soft-deleted. */

export function liveBoard(db: Db, id: number): BoardRecord | undefined {
  return db.boards.find((board) => board.id === id && board.deleted_at == null);
}

export function liveColumn(db: Db, boardId: number, id: number): ColumnRecord | undefined {
  return db.columns.find((c) => c.id === id && c.board_id === boardId && c.deleted_at == null);
}

export function liveCard(db: Db, boardId: number, id: number): CardRecord | undefined {
  return db.cards.find((c) => c.id === id && c.board_id === boardId && c.deleted_at == null);
}

export function userById(db: Db, id: number): UserRecord | undefined {
  return db.users.find((user) => user.id === id);
}

export function userByToken(db: Db, token: string): UserRecord | undefined {
  return db.users.find((user) => user.token === token && user.deleted_at == null);
}

export function membership(db: Db, boardId: number, userId: number): MemberRecord | undefined {
  return db.members.find((m) => m.board_id === boardId && m.user_id === userId);
}

export function boardMembers(db: Db, boardId: number): MemberRecord[] {
  return db.members.filter((m) => m.board_id === boardId);
}

/**
 * The caller's effective level on a board (CONTRACT.md section 2): the member pivot, else
 * view on a public board of the caller's tenant, else none. Other tenants never get access.
 */
export function effectiveLevel(
  db: Db,
  board: BoardRecord,
  user: UserRecord,
): PermissionLevel | null {
  if (board.cuid !== user.cuid) return null;
  const member = membership(db, board.id, user.id);
  if (member) return member.permission;
  return board.visibility === 'public' ? 'view' : null;
}

export const DEFAULT_PREFERENCES = {
  notification_mode: 'all',
  is_notified_through_app: true,
  is_notified_through_email: false,
} as const;

export function preferencesOf(
  db: Db,
  boardId: number,
  userId: number,
): Omit<NotificationPreferenceRecord, 'board_id' | 'user_id'> {
  const stored = db.notificationPreferences.find(
    (p) => p.board_id === boardId && p.user_id === userId,
  );
  if (!stored) return { ...DEFAULT_PREFERENCES };
  const { notification_mode, is_notified_through_app, is_notified_through_email } = stored;
  return { notification_mode, is_notified_through_app, is_notified_through_email };
}

/** Groups rows by a numeric key once, so serializing 20k cards stays linear. */
export function groupBy<R>(rows: readonly R[], key: (row: R) => number): Map<number, R[]> {
  const map = new Map<number, R[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
