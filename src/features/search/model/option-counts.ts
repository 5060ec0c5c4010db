import type { BoardWorkingSet } from '@/api/types';
import type { DueBucket, SearchStatus } from '@/domain/enums';
import type { RelationFilter } from '@/domain/relations';
import { searchBoard, type SearchFilters } from '@/domain/search';

/** How many of the board's cards one filter option alone matches, per option. */
export interface OptionCounts {
  tags: ReadonlyMap<number, number>;
  assignees: ReadonlyMap<number, number>;
  statuses: ReadonlyMap<SearchStatus, number>;
  dueDates: ReadonlyMap<DueBucket, number>;
  relations: ReadonlyMap<RelationFilter, number>;
}

/**
 * Counts each option of the Filters panel on its own (not with the other filters ticked), the
 * way a list of facets reads: "Urgent 4" is how many cards carry Urgent. The scope is the
 * board's cards the search could return (archived ones when asked), matched by the search's
 * own matcher, so a count is what ticking that option alone would show.
 */
export function optionCounts(
  board: BoardWorkingSet,
  options: {
    tags: readonly number[];
    assignees: readonly number[];
    statuses: readonly SearchStatus[];
    dueDates: readonly DueBucket[];
    relations: readonly RelationFilter[];
  },
  includeArchived: boolean,
  now: Date,
): OptionCounts {
  const columns = Object.values(board.columns);
  const count = (filters: SearchFilters) =>
    searchBoard({
      cards: board.cards,
      columns,
      filters: { ...filters, includeArchived },
      now,
      definitions: new Map(),
    }).cardIds.length;
  return {
    tags: new Map(options.tags.map((id) => [id, count({ tags: [id] })])),
    assignees: new Map(options.assignees.map((id) => [id, count({ assignees: [id] })])),
    statuses: new Map(options.statuses.map((status) => [status, count({ statuses: [status] })])),
    dueDates: new Map(options.dueDates.map((due) => [due, count({ dueDates: [due] })])),
    relations: new Map(options.relations.map((kind) => [kind, count({ relations: [kind] })])),
  };
}
