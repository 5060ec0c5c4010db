import type { QueryClient } from '@tanstack/react-query';
import { accountKeys, commentKeys, relationKeys } from '@/api/queries/keys';
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

/**
 * A `relation` event: the relation lists of its cards are read again where they are shown (an
 * open card panel, a blocked mark's names), whichever board they are kept under.
 */
export function refreshAfterRelationEvents(
  queryClient: QueryClient,
  events: readonly TopicChange[],
): void {
  const cards = new Set<number>();
  for (const { topic, change } of events)
    if (topic === 'relation') change.ids.forEach((id) => cards.add(id));
  if (cards.size === 0) return;
  void queryClient.invalidateQueries(
    {
      queryKey: relationKeys.all,
      predicate: (query) => cards.has(query.queryKey[2] as number),
    },
    { cancelRefetch: false },
  );
}
