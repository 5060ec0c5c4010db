import type { CardRelation } from '@/api/extensions/relations';
import type { ImportRelation } from '../model/import-model';

export interface ExportedRelations {
  /** Each card's relations to other exported cards, each pair said once. */
  byCard: Map<number, ImportRelation[]>;
  /** Relations to cards the export does not carry (another board, hidden, deleted). */
  outside: number;
}

/**
 * The relations an export carries, each written once from one side, as an import makes them
 * (both sides follow): a sub-card names its parent, a blocker the card it blocks, a duplicate
 * its original, and of two related cards the one with the lower id the other.
 */
export function exportedRelations(
  relations: ReadonlyMap<number, readonly CardRelation[]>,
  exported: ReadonlySet<number>,
): ExportedRelations {
  const byCard = new Map<number, ImportRelation[]>();
  const outside = new Set<number>();
  for (const [cardId, list] of relations) {
    if (!exported.has(cardId)) continue;
    for (const relation of list) {
      const other = relation.card;
      if (other.hidden || other.deleted_at !== null || !exported.has(other.id)) {
        outside.add(relation.id);
        continue;
      }
      const kind = oneSide(relation.kind, cardId, other.id);
      if (!kind) continue;
      const mine = byCard.get(cardId) ?? [];
      mine.push({ kind, cardKey: String(other.id) });
      byCard.set(cardId, mine);
    }
  }
  return { byCard, outside: outside.size };
}

function oneSide(
  kind: CardRelation['kind'],
  cardId: number,
  otherId: number,
): ImportRelation['kind'] | null {
  switch (kind) {
    case 'parent':
    case 'blocks':
    case 'duplicates':
      return kind;
    case 'relates_to':
      return cardId < otherId ? kind : null;
    default:
      return null;
  }
}
