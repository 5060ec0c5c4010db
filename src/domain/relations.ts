/**
 * Relations between cards (CONTRACT.md 4d): their kinds as seen from a card, the summary each
 * card carries in board and card reads, and the search filters on it. Shared by the mock and
 * the app, so both filter alike.
 */
export const RELATION_KINDS = [
  'blocks',
  'blocked_by',
  'relates_to',
  'duplicates',
  'duplicated_by',
  'parent',
  'child',
] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

/** The same relation seen from the other card. */
export const OTHER_SIDE: Readonly<Record<RelationKind, RelationKind>> = {
  blocks: 'blocked_by',
  blocked_by: 'blocks',
  relates_to: 'relates_to',
  duplicates: 'duplicated_by',
  duplicated_by: 'duplicates',
  parent: 'child',
  child: 'parent',
};

/**
 * A card's relations in a board read (absent keys mean 0 or null): its parent, how many
 * sub-cards it has and how many of them are done, how many open cards block it, and how many
 * open cards it blocks. A card is open while it is neither completed, archived nor deleted.
 */
export interface RelationSummary {
  parent_id?: number | null;
  children?: number;
  children_done?: number;
  blocked_by_open?: number;
  blocks?: number;
}

export const RELATION_FILTERS = [
  'blocked',
  'blocking',
  'has_children',
  'has_parent',
  'no_parent',
] as const;
export type RelationFilter = (typeof RELATION_FILTERS)[number];

/** Whether a card's summary passes one relation filter. */
export function matchesRelationFilter(
  summary: RelationSummary | null | undefined,
  filter: RelationFilter,
): boolean {
  switch (filter) {
    case 'blocked':
      return (summary?.blocked_by_open ?? 0) > 0;
    case 'blocking':
      return (summary?.blocks ?? 0) > 0;
    case 'has_children':
      return (summary?.children ?? 0) > 0;
    case 'has_parent':
      return summary?.parent_id != null;
    case 'no_parent':
      return summary?.parent_id == null;
  }
}

/** Any of the filters (values within a kind are ORed, CONTRACT.md 3); none given: every card. */
export function matchesRelationFilters(
  summary: RelationSummary | null | undefined,
  filters: readonly RelationFilter[] | undefined,
): boolean {
  return !filters?.length || filters.some((filter) => matchesRelationFilter(summary, filter));
}

/**
 * Whether a board read carries relation summaries at all. A server without relations sends
 * none, and so does one whose board has no relations yet: either way there is nothing for a
 * relation filter or a Blocked column to show.
 */
export function carriesRelations(
  cards: readonly { relations?: RelationSummary | null | undefined }[],
): boolean {
  return cards.some((card) => card.relations != null);
}
