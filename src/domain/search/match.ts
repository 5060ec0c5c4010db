import { isCardArchived } from '../archiving';
import { dueDateStatus, matchesDueBuckets } from '../due-dates';
import { isOneOf, OPERATORS_BY_FIELD_TYPE, CUSTOM_FIELD_TYPES } from '../enums';
import { matchCustomFieldValue } from './custom-field-match';
import type {
  CustomFieldFilter,
  DefinitionMap,
  MatchContext,
  SearchableCard,
  TermsMatch,
  SearchableColumn,
  SearchableTemplate,
  SearchFilters,
} from './filters';
import { cardMatchesTerms, queryTerms, searchableContentText, textsMatchTerms } from './query';
import { matchesRelationFilters } from '../relations';

export { isCardArchived };

function anyOf(wanted: readonly number[] | undefined, have: readonly number[]): boolean {
  return wanted == null || wanted.length === 0 || wanted.some((id) => have.includes(id));
}

function matchesStatuses(card: SearchableCard, filters: SearchFilters, now: Date): boolean {
  const wanted = filters.statuses;
  if (wanted == null || wanted.length === 0) return true;
  const dueStatus = dueDateStatus(card, now);
  return wanted.some((status) => status === card.status || status === dueStatus);
}

/** An invalid filter (unknown or inactive definition, wrong operator) matches nothing. */
function matchesCustomField(
  card: SearchableCard,
  filter: CustomFieldFilter,
  definitions: DefinitionMap,
): boolean {
  const definition = definitions.get(filter.definitionId);
  if (definition == null || !definition.is_active || !isOneOf(CUSTOM_FIELD_TYPES, definition.type))
    return false;
  if (!OPERATORS_BY_FIELD_TYPE[definition.type].includes(filter.operator)) return false;
  return matchCustomFieldValue(definition, card.custom_fields[filter.definitionId], filter);
}

/**
 * Whether a card passes the filters (CONTRACT.md section 3): kinds AND, values within a
 * kind OR. Scope (deleted, archived) is part of the match; the column's scope is not, see
 * searchBoard. `terms` may be passed pre-split when matching many cards; with the card's
 * `slot` among the searched cards, `ctx.termsMatch` answers the text part.
 */
export function matchCard(
  card: SearchableCard,
  filters: SearchFilters,
  ctx: MatchContext,
  terms: readonly string[] = queryTerms(filters.query),
  slot = -1,
): boolean {
  if (card.deleted_at != null) return false;
  if (!filters.includeArchived && isCardArchived(card)) return false;
  return (
    anyOf(filters.tags, card.tags_ids) &&
    anyOf(filters.assignees, card.assignees_ids) &&
    matchesRelationFilters(card.relations, filters.relations) &&
    (filters.customFields ?? []).every((filter) =>
      matchesCustomField(card, filter, ctx.definitions),
    ) &&
    (ctx.termsMatch && slot >= 0
      ? terms.length === 0 || ctx.termsMatch(card, slot, terms)
      : cardMatchesTerms(card, terms)) &&
    // Date maths last: it is the costliest check per card.
    matchesStatuses(card, filters, ctx.now) &&
    matchesDueBuckets(card, filters.dueDates ?? [], ctx.now)
  );
}

/** Every query term occurs in the template's name, title or content text; no query: all. */
export function matchTemplate(
  template: SearchableTemplate,
  query: string | null | undefined,
): boolean {
  const texts = [template.name, template.title, searchableContentText(template.content)];
  return textsMatchTerms(texts, queryTerms(query));
}

export interface SearchBoardInput {
  cards: readonly SearchableCard[];
  columns: readonly SearchableColumn[];
  filters: SearchFilters;
  now: Date;
  definitions: DefinitionMap;
  /** The text part of the match from prepared texts (a client's search index); same answers. */
  termsMatch?: TermsMatch;
}

export interface SearchBoardResult {
  /** Matching card ids, in input order. */
  cardIds: number[];
  /** Matching column ids, in input order. */
  columnIds: number[];
}

function columnInScope(column: SearchableColumn, includeArchived: boolean): boolean {
  return column.deleted_at == null && (includeArchived || column.archived_at == null);
}

/**
 * The cards and columns a board search returns (CONTRACT.md section 3). Without a target, a
 * column matches by holding a matching card or, when there is a query, by its name. With
 * the Column target and no query, every column in scope matches.
 */
export function searchBoard({
  cards,
  columns,
  filters,
  now,
  definitions,
  termsMatch,
}: SearchBoardInput): SearchBoardResult {
  const includeArchived = filters.includeArchived === true;
  const terms = queryTerms(filters.query);
  const inScope = columns.filter((column) => columnInScope(column, includeArchived));

  if (filters.target === 'App\\Models\\CardTemplate') return { cardIds: [], columnIds: [] };
  if (filters.target === 'App\\Models\\Column') {
    return {
      cardIds: [],
      columnIds: inScope
        .filter((column) => textsMatchTerms([column.name, column.description], terms))
        .map((column) => column.id),
    };
  }

  const scopeIds = new Set(inScope.map((column) => column.id));
  const ctx: MatchContext = termsMatch ? { now, definitions, termsMatch } : { now, definitions };
  const cardIds: number[] = [];
  const holding = new Set<number>();
  for (let slot = 0; slot < cards.length; slot += 1) {
    const card = cards[slot];
    if (card === undefined) continue;
    if (!scopeIds.has(card.column_id) || !matchCard(card, filters, ctx, terms, slot)) continue;
    cardIds.push(card.id);
    holding.add(card.column_id);
  }
  const byName = filters.target == null && terms.length > 0;
  const columnIds = inScope
    .filter((column) => holding.has(column.id) || (byName && textsMatchTerms([column.name], terms)))
    .map((column) => column.id);
  return { cardIds, columnIds };
}
