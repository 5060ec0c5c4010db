export type {
  CustomFieldFilter,
  DefinitionMap,
  MatchContext,
  SearchableCard,
  SearchableColumn,
  SearchableTemplate,
  SearchFilters,
  TermsMatch,
} from './filters';
export { isCardArchived, matchCard, matchTemplate, searchBoard } from './match';
export type { SearchBoardInput, SearchBoardResult } from './match';
export { matchCustomFieldValue } from './custom-field-match';
export { validateCustomFieldFilters } from './validate-filters';
export type { RawCustomFieldFilter } from './validate-filters';
export { cardMatchesTerms, queryTerms, termIsCardNumber } from './query';
