import type { BoardWorkingSet } from '@/api/types';
import type { CustomFieldDefinitionFacts } from '@/domain/custom-fields';
import {
  searchBoard,
  validateCustomFieldFilters,
  type DefinitionMap,
  type SearchBoardResult,
  type SearchFilters,
} from '@/domain/search';
import { searchIndex } from './search-index';

export { shownVisible } from './visible-set';

/** The board's live custom field definitions, as the matcher needs them. */
export function definitionMap(
  board: Pick<BoardWorkingSet, 'custom_field_definitions'>,
): DefinitionMap {
  const map = new Map<number, CustomFieldDefinitionFacts>();
  for (const definition of board.custom_field_definitions) {
    if (definition.deleted_at === null) map.set(definition.id, definition);
  }
  return map;
}

/**
 * The board search run on the loaded working set with the mock's own matcher. A custom-field
 * filter the server would refuse (wrong operator, bad value) is left out here, so the rest of
 * the filters still narrow the view while the error shows beside that filter.
 */
export function localSearch(
  board: BoardWorkingSet,
  filters: SearchFilters,
  definitions: DefinitionMap,
  now: Date,
): SearchBoardResult {
  const invalid = validateCustomFieldFilters(filters.customFields, definitions);
  const customFields = (filters.customFields ?? []).filter(
    (_, index) => !Object.keys(invalid).some((key) => key.startsWith(`by.customFields.${index}.`)),
  );
  return searchBoard({
    cards: board.cards,
    columns: Object.values(board.columns),
    filters: { ...filters, customFields },
    now,
    definitions,
    termsMatch: searchIndex(board).termsMatch,
  });
}

/** Cards the search could return at all: live, in a live column, archived only when asked. */
export function cardsInScope(board: BoardWorkingSet, includeArchived: boolean): number {
  return searchBoard({
    cards: board.cards,
    columns: Object.values(board.columns),
    filters: { includeArchived },
    now: new Date(),
    definitions: new Map(),
  }).cardIds.length;
}
