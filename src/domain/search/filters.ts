import type { DueBucket, SearchOperator, SearchStatus, SearchTarget } from '../enums';
import type { CustomFieldDefinitionFacts } from '../custom-fields';
import type { RelationFilter, RelationSummary } from '../relations';

export interface CustomFieldFilter {
  definitionId: number;
  operator: SearchOperator;
  /** Omitted for is_empty / is_not_empty; a [min, max] pair for between; a list for is_any_of. */
  value?: unknown;
}

/** The filters of GET /boards/{board}/search (spec 4.1), as the app models them. */
export interface SearchFilters {
  query?: string;
  tags?: number[];
  assignees?: number[];
  statuses?: SearchStatus[];
  dueDates?: DueBucket[];
  customFields?: CustomFieldFilter[];
  includeArchived?: boolean;
  target?: SearchTarget;
  /** CONTRACT 4d: `by[relations][]`, any of them. */
  relations?: RelationFilter[];
}

/** What the matcher needs of a card (ids as numbers, as the app holds them). */
export interface SearchableCard {
  id: number;
  number: number;
  title: string;
  content: string | null;
  status: string | null;
  column_id: number;
  archived_at: string | null;
  deleted_at: string | null;
  completed_at: string | null;
  due_date: string | null;
  tags_ids: readonly number[];
  assignees_ids: readonly number[];
  custom_fields: Readonly<Record<number, unknown>>;
  relations?: RelationSummary | null;
}

export interface SearchableColumn {
  id: number;
  name: string;
  description: string | null;
  archived_at: string | null;
  deleted_at: string | null;
}

export interface SearchableTemplate {
  id: number;
  name: string;
  title: string;
  content: string | null;
}

export type DefinitionMap = ReadonlyMap<number, CustomFieldDefinitionFacts>;

/**
 * Whether every query term occurs in the card's text (`cardMatchesTerms`), for the card at
 * `slot` of the searched cards: lets a caller answer from texts it lowered once per board.
 */
export type TermsMatch = (card: SearchableCard, slot: number, terms: readonly string[]) => boolean;

export interface MatchContext {
  now: Date;
  definitions: DefinitionMap;
  /** The text part of the match from prepared texts (a client's search index): same answers. */
  termsMatch?: TermsMatch;
}
