import { userByToken } from '../db/queries';
import type { Db, IdempotentAnswerRecord } from '../db/types';

/** How long a first answer is replayed for (CONTRACT.md 4b). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyScope {
  userId: number;
  key: string;
  path: string;
}

/**
 * The scope of a POST's `Idempotency-Key`: its caller (resolved from the token; a request without
 * a valid one is answered 401 anyway) and its path. Null when there is no key.
 */
export function idempotencyScope(db: Db, request: Request): IdempotencyScope | null {
  const key = request.headers.get('idempotency-key')?.trim();
  if (!key || key.length > 255) return null;
  const match = /^Bearer\s+(.+)$/i.exec((request.headers.get('authorization') ?? '').trim());
  const user = match?.[1] ? userByToken(db, match[1].trim()) : undefined;
  if (!user) return null;
  return { userId: user.id, key, path: new URL(request.url).pathname };
}

const fresh = (record: IdempotentAnswerRecord, now: Date) =>
  now.getTime() - Date.parse(record.created_at) < IDEMPOTENCY_WINDOW_MS;

/** The first answer given to this key within the window, if any. */
export function storedAnswer(
  db: Db,
  scope: IdempotencyScope,
  now: Date,
): IdempotentAnswerRecord | undefined {
  return db.idempotentAnswers.find(
    (record) =>
      record.user_id === scope.userId &&
      record.key === scope.key &&
      record.path === scope.path &&
      fresh(record, now),
  );
}

/** Keeps a successful answer for replay (saved with the write it answers); drops expired ones. */
export function rememberAnswer(
  db: Db,
  scope: IdempotencyScope,
  answer: { status: number; body: unknown },
  now: Date,
): void {
  db.idempotentAnswers = db.idempotentAnswers.filter((record) => fresh(record, now));
  db.idempotentAnswers.push({
    user_id: scope.userId,
    key: scope.key,
    path: scope.path,
    status: answer.status,
    // A copy: later writes must not change the answer replayed.
    body: JSON.parse(JSON.stringify(answer.body ?? null)) as unknown,
    created_at: now.toISOString(),
  });
}
