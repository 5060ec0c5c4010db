import type { CustomFieldDefinitionFacts } from '@/domain/custom-fields';
import type { SearchableCard } from '@/domain/search';
import type { BoardRecord, CardRecord, Db } from '../../db/types';
import type { CardIndex } from './card-index';
import { boardDefinitions } from '../boards/board-json';

/** A stored card as the shared domain matcher sees it. */
export function searchableCard(card: CardRecord, index: CardIndex): SearchableCard {
  const customFields: Record<number, unknown> = {};
  for (const [id, value] of index.customFields.get(card.id) ?? []) customFields[id] = value;
  return {
    ...card,
    tags_ids: index.tags.get(card.id) ?? [],
    assignees_ids: index.assignees.get(card.id) ?? [],
    custom_fields: customFields,
    relations: index.relations.get(card.id),
  };
}

/** The board's live definitions (board and global), by id. */
export function definitionFacts(
  db: Db,
  board: BoardRecord,
): Map<number, CustomFieldDefinitionFacts> {
  return new Map(boardDefinitions(db, board).map((d) => [d.id, d]));
}

/** The card's custom field values, by definition id. */
export function cardValues(db: Db, cardId: number): Record<number, unknown> {
  const values: Record<number, unknown> = {};
  for (const row of db.customFieldValues)
    if (row.card_id === cardId) values[row.definition_id] = row.value;
  return values;
}
