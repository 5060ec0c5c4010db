import type { QueryClient } from '@tanstack/react-query';
import { accountKeys, commentKeys } from '@/api/queries/keys';
import type { TopicChange } from './plan-live-update';

/**
 * A `comment` event: the thread of that card is read again if its panel is open (only observed
 * queries refetch), and the inbox's count, since a teammate's comment may mention the user. The
 * card itself (its `comments_count` on the tile) is read by the burst's plan.
 */
export function refreshAfterCommentEvents(
  queryClient: QueryClient,
  boardId: number,
  events: readonly TopicChange[],
  meId: number | null,
): void {
  const cards = new Set<number>();
  let byTeammate = false;
  for (const { topic, change } of events) {
    if (topic !== 'comment' || change.card_id === null) continue;
    cards.add(change.card_id);
    if (change.actor_id !== meId) byTeammate = true;
  }
  for (const cardId of cards) {
    void queryClient.invalidateQueries(
      { queryKey: commentKeys.list(boardId, cardId), exact: true },
      { cancelRefetch: false },
    );
  }
  if (byTeammate) void queryClient.invalidateQueries({ queryKey: accountKeys.notifications() });
}
