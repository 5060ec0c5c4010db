import type { BoardViewer } from '@/api/live/board-events';
import { cardOf } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';
import { countText } from '@/lib/plural';
import type { TopicChange } from './plan-live-update';

export interface TeammateChanges {
  /** Card id to "Moved by Eli Editor" (the card's accessible description while marked). */
  byCard: Map<number, string>;
  /** "Card #12 moved by Eli Editor", "3 cards changed by Eli Editor"; '' for none. */
  announcement: string;
}

/** How a change reads on its card ("Moved") and in an announcement ("moved"). */
function wordsFor({ topic, change }: TopicChange): { mark: string; phrase: string } {
  if (topic === 'checklist') return { mark: 'Checklist changed', phrase: 'changed' };
  if (topic === 'comment') return { mark: 'Comment', phrase: 'commented on' };
  if (change.kind === 'moved') return { mark: 'Moved', phrase: 'moved' };
  if (change.kind === 'created') return { mark: 'Added', phrase: 'added' };
  return { mark: 'Changed', phrase: 'changed' };
}

function cardIdsOf({ topic, change }: TopicChange): readonly number[] {
  if (topic === 'card') return change.kind === 'deleted' ? [] : change.ids;
  return (topic === 'checklist' || topic === 'comment') && change.card_id !== null
    ? [change.card_id]
    : [];
}

/**
 * What others (not `meId`) did to cards in a burst of events, for the tiles' marks and one
 * polite announcement per burst. Names come from the board's members, then from who has the
 * board open; a card's last change names it.
 */
export function describeTeammateChanges(
  events: readonly TopicChange[],
  board: BoardWorkingSet | undefined,
  viewers: readonly BoardViewer[],
  meId: number | null,
): TeammateChanges {
  const nameOf = (actorId: number) =>
    board?.members[actorId]?.name ?? viewers.find((viewer) => viewer.id === actorId)?.name;
  const byCard = new Map<number, string>();
  const byActor = new Map<string, { cards: Set<number>; phrases: Set<string> }>();
  for (const event of events) {
    const actorId = event.change.actor_id;
    if (actorId === null || actorId === meId) continue;
    const actor = nameOf(actorId) ?? 'a teammate';
    const { mark, phrase } = wordsFor(event);
    for (const cardId of cardIdsOf(event)) {
      byCard.set(cardId, `${mark} by ${actor}`);
      const entry = byActor.get(actor) ?? { cards: new Set(), phrases: new Set() };
      entry.cards.add(cardId);
      entry.phrases.add(phrase);
      byActor.set(actor, entry);
    }
  }
  const parts = [...byActor].map(([actor, { cards, phrases }]) => {
    const phrase = phrases.size === 1 ? [...phrases].join('') : 'changed';
    const [first] = cards;
    const card =
      cards.size === 1 && board && first !== undefined ? cardOf(board, first) : undefined;
    const subject = card ? `Card #${card.number}` : countText(cards.size, 'card', 'cards');
    return `${subject} ${phrase} by ${actor}`;
  });
  return { byCard, announcement: parts.join('; ') };
}
