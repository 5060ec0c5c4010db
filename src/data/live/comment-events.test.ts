import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys, commentKeys } from '@/api/queries/keys';
import { refreshAfterCommentEvents } from './comment-events';
import type { TopicChange } from './plan-live-update';

const change = (topic: string, cardId: number | null, actorId: number): TopicChange => ({
  topic,
  change: { version: 1, kind: 'created', ids: [9], actor_id: actorId, at: null, card_id: cardId },
});

function cacheWith(...keys: (readonly unknown[])[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, []);
  return queryClient;
}

const stale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false;

describe('refreshAfterCommentEvents', () => {
  it("marks the commented card's thread and, for a teammate's comment, the inbox to be read again", () => {
    const queryClient = cacheWith(
      commentKeys.list(1, 12),
      commentKeys.list(1, 13),
      accountKeys.notifications(),
    );
    refreshAfterCommentEvents(queryClient, 1, [change('comment', 12, 2), change('card', 13, 2)], 1);
    expect(stale(queryClient, commentKeys.list(1, 12))).toBe(true);
    expect(stale(queryClient, commentKeys.list(1, 13))).toBe(false);
    expect(stale(queryClient, accountKeys.notifications())).toBe(true);
  });

  it('leaves the inbox alone for the user’s own comment (no one notifies themselves)', () => {
    const queryClient = cacheWith(commentKeys.list(1, 12), accountKeys.notifications());
    refreshAfterCommentEvents(queryClient, 1, [change('comment', 12, 1)], 1);
    expect(stale(queryClient, commentKeys.list(1, 12))).toBe(true);
    expect(stale(queryClient, accountKeys.notifications())).toBe(false);
  });
});
