import type { RelationKind, RelationSummary } from '@/domain/relations';
import { untracked } from '../../db/change-tracker';
import type { CardRecord, Db, RelationRecord, RelationType } from '../../db/types';

/** A relation as one of its two cards sees it. */
export interface RelationSide {
  relation: RelationRecord;
  kind: RelationKind;
  otherId: number;
}

/** How a card sees a stored relation it is part of. */
export function sideOf(relation: RelationRecord, cardId: number): RelationSide {
  const first = relation.from_card_id === cardId;
  const otherId = first ? relation.to_card_id : relation.from_card_id;
  const kind: Record<RelationType, [RelationKind, RelationKind]> = {
    blocks: ['blocks', 'blocked_by'],
    duplicates: ['duplicates', 'duplicated_by'],
    // The first card is the parent: it sees a child, the child sees its parent.
    parent: ['child', 'parent'],
    relates_to: ['relates_to', 'relates_to'],
  };
  return { relation, kind: kind[relation.type][first ? 0 : 1], otherId };
}

/** What a card asking for `kind` to `otherId` stores: the type and which card comes first. */
export function storedAs(
  kind: RelationKind,
  cardId: number,
  otherId: number,
): { type: RelationType; from: number; to: number } {
  switch (kind) {
    case 'blocks':
      return { type: 'blocks', from: cardId, to: otherId };
    case 'blocked_by':
      return { type: 'blocks', from: otherId, to: cardId };
    case 'duplicates':
      return { type: 'duplicates', from: cardId, to: otherId };
    case 'duplicated_by':
      return { type: 'duplicates', from: otherId, to: cardId };
    case 'child':
      return { type: 'parent', from: cardId, to: otherId };
    case 'parent':
      return { type: 'parent', from: otherId, to: cardId };
    case 'relates_to':
      return { type: 'relates_to', from: cardId, to: otherId };
  }
}

/** The card's relations, oldest first. */
export function relationsOf(db: Db, cardId: number): RelationSide[] {
  return untracked(db)
    .relations.filter((r) => r.from_card_id === cardId || r.to_card_id === cardId)
    .map((relation) => sideOf(relation, cardId));
}

/** Neither completed, archived nor deleted. */
export function isOpen(card: Pick<CardRecord, 'completed_at' | 'archived_at' | 'deleted_at'>) {
  return card.completed_at == null && card.archived_at == null && card.deleted_at == null;
}

/** The cards the data's relations name, by id (found in one pass over the cards). */
function relatedCards(db: Db, relations: readonly RelationRecord[]): Map<number, CardRecord> {
  const wanted = new Set<number>();
  for (const r of relations) wanted.add(r.from_card_id).add(r.to_card_id);
  const found = new Map<number, CardRecord>();
  if (wanted.size === 0) return found;
  for (const card of untracked(db).cards) if (wanted.has(card.id)) found.set(card.id, card);
  return found;
}

/**
 * Each related card's summary (CONTRACT 4d), for the cards that have one; a relation to a
 * deleted card counts for nothing. Built once per request from the relations alone.
 */
export function relationSummaries(db: Db): Map<number, RelationSummary> {
  const relations = untracked(db).relations;
  const summaries = new Map<number, RelationSummary>();
  if (relations.length === 0) return summaries;
  const cards = relatedCards(db, relations);
  const of = (id: number) => {
    let summary = summaries.get(id);
    if (!summary) summaries.set(id, (summary = {}));
    return summary;
  };
  for (const r of relations) {
    const from = cards.get(r.from_card_id);
    const to = cards.get(r.to_card_id);
    if (!from || !to || from.deleted_at != null || to.deleted_at != null) continue;
    if (r.type === 'parent') {
      of(to.id).parent_id = from.id;
      const parent = of(from.id);
      parent.children = (parent.children ?? 0) + 1;
      if (to.completed_at != null) parent.children_done = (parent.children_done ?? 0) + 1;
    } else if (r.type === 'blocks' && isOpen(from) && isOpen(to)) {
      const blocked = of(to.id);
      blocked.blocked_by_open = (blocked.blocked_by_open ?? 0) + 1;
      const blocker = of(from.id);
      blocker.blocks = (blocker.blocks ?? 0) + 1;
    }
  }
  return summaries;
}

/**
 * The cards from `start` along stored relations of `type` (first card to second), `start`
 * included, each with the card it was reached from: to name the way a loop would close.
 */
function reachable(db: Db, type: RelationType, start: number): Map<number, number | null> {
  const next = new Map<number, number[]>();
  for (const r of untracked(db).relations) {
    if (r.type !== type) continue;
    const list = next.get(r.from_card_id) ?? [];
    list.push(r.to_card_id);
    next.set(r.from_card_id, list);
  }
  const cameFrom = new Map<number, number | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.shift() as number;
    for (const to of next.get(id) ?? []) {
      if (cameFrom.has(to)) continue;
      cameFrom.set(to, id);
      queue.push(to);
    }
  }
  return cameFrom;
}

/**
 * The cards of the chain that a new `from → to` relation of `type` would close into a loop
 * (`to` first, `from` last), or null when it closes none.
 */
export function loopThrough(db: Db, type: RelationType, from: number, to: number): number[] | null {
  const cameFrom = reachable(db, type, to);
  if (!cameFrom.has(from)) return null;
  const chain: number[] = [];
  for (let id: number | null = from; id !== null; id = cameFrom.get(id) ?? null) chain.unshift(id);
  return chain;
}

/** The parent relation of a card, if it has one. */
export function parentRelationOf(db: Db, cardId: number): RelationRecord | undefined {
  return untracked(db).relations.find((r) => r.type === 'parent' && r.to_card_id === cardId);
}

/**
 * The cards whose summary follows this card's state: those it blocks, those that block it,
 * and its parent (its `children_done`). Their board reads change when it is finished, reopened,
 * archived or deleted.
 */
export function summaryDependents(db: Db, cardIds: ReadonlySet<number>): Set<number> {
  const dependents = new Set<number>();
  for (const r of untracked(db).relations) {
    if (r.type === 'relates_to' || r.type === 'duplicates') continue;
    if (cardIds.has(r.from_card_id) && r.type === 'blocks') dependents.add(r.to_card_id);
    if (cardIds.has(r.to_card_id)) dependents.add(r.from_card_id);
  }
  for (const id of cardIds) dependents.delete(id);
  return dependents;
}
