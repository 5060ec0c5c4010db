import type { AssigneeChanges } from '@/api/endpoints/cards';
import type { Card, CardDetail, Member } from '@/api/types';

/** The board card's assignee ids with `changes` applied (true assigns, false unassigns). */
export function applyToIds(ids: readonly number[], changes: AssigneeChanges): number[] {
  const next = ids.filter((id) => changes[id] !== false);
  for (const [key, on] of Object.entries(changes)) {
    const id = Number(key);
    if (on && !next.includes(id)) next.push(id);
  }
  return next;
}

/** The card's assignees with `changes` applied; a newly assigned member comes from `members`. */
export function applyToDetail(
  card: CardDetail,
  changes: AssigneeChanges,
  members: Readonly<Record<number, Member>>,
): CardDetail {
  const kept = card.assignees.filter((user) => changes[user.id] !== false);
  for (const [key, on] of Object.entries(changes)) {
    const member = members[Number(key)];
    if (on && member && !kept.some((user) => user.id === member.id)) {
      const { id, uuid, name, email, avatar_url } = member;
      kept.push({ id, uuid, name, email, avatar_url });
    }
  }
  return { ...card, assignees: kept, assignees_ids: kept.map((user) => user.id) };
}

/** The users `changes` touched, put back as `before` had them (other changes stay). */
export function revertChanges(changes: AssigneeChanges, before: Card): AssigneeChanges {
  const reverted: Record<number, boolean> = {};
  for (const key of Object.keys(changes)) {
    const id = Number(key);
    reverted[id] = before.assignees_ids.includes(id);
  }
  return reverted;
}
