import type { BoardViewer } from '@/api/live/board-events';
import { cardOf } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';
import { t, tn } from '@/lib/i18n/translate';
import type { TopicChange } from './plan-live-update';

export interface TeammateChanges {
  /** Card id to "Moved by Eli Editor" (the card's accessible description while marked). */
  byCard: Map<number, string>;
  /** "Card #12 moved by Eli Editor", "3 cards changed by Eli Editor"; '' for none. */
  announcement: string;
}

type ChangeKind = 'checklist' | 'comment' | 'moved' | 'added' | 'changed';

function kindOf({ topic, change }: TopicChange): ChangeKind {
  if (topic === 'checklist') return 'checklist';
  if (topic === 'comment') return 'comment';
  if (change.kind === 'moved') return 'moved';
  if (change.kind === 'created') return 'added';
  return 'changed';
}

/** How a change reads on its card: "Moved by Eli Editor". */
function markText(kind: ChangeKind, actor: string): string {
  switch (kind) {
    case 'checklist':
      return t('live.mark.checklist', 'Checklist changed by {actor}', { actor });
    case 'comment':
      return t('live.mark.comment', 'Comment by {actor}', { actor });
    case 'moved':
      return t('live.mark.moved', 'Moved by {actor}', { actor });
    case 'added':
      return t('live.mark.added', 'Added by {actor}', { actor });
    case 'changed':
      return t('live.mark.changed', 'Changed by {actor}', { actor });
  }
}

/** "Card #12 moved by Eli Editor", "3 cards changed by Eli Editor". */
function announcementText(kind: ChangeKind, actor: string, subject: string): string {
  const params = { actor, subject };
  switch (kind) {
    case 'comment':
      return t('live.said.comment', '{subject} commented on by {actor}', params);
    case 'moved':
      return t('live.said.moved', '{subject} moved by {actor}', params);
    case 'added':
      return t('live.said.added', '{subject} added by {actor}', params);
    default:
      return t('live.said.changed', '{subject} changed by {actor}', params);
  }
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
  const byActor = new Map<string, { cards: Set<number>; kinds: Set<ChangeKind> }>();
  for (const event of events) {
    const actorId = event.change.actor_id;
    if (actorId === null || actorId === meId) continue;
    const actor = nameOf(actorId) ?? t('live.teammate', 'a teammate');
    const kind = kindOf(event);
    for (const cardId of cardIdsOf(event)) {
      byCard.set(cardId, markText(kind, actor));
      const entry = byActor.get(actor) ?? { cards: new Set(), kinds: new Set() };
      entry.cards.add(cardId);
      entry.kinds.add(kind);
      byActor.set(actor, entry);
    }
  }
  const parts = [...byActor].map(([actor, { cards, kinds }]) => {
    const [only] = kinds;
    const kind: ChangeKind = kinds.size === 1 && only ? only : 'changed';
    const [first] = cards;
    const card =
      cards.size === 1 && board && first !== undefined ? cardOf(board, first) : undefined;
    const subject = card
      ? t('live.card', 'Card #{number}', { number: String(card.number) })
      : tn('live.cards', cards.size, { one: '{count} card', other: '{count} cards' });
    return announcementText(kind, actor, subject);
  });
  return { byCard, announcement: parts.join('; ') };
}
