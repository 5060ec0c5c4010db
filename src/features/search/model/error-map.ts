import type { FieldErrors } from '@/domain/field-errors';

export type FilterSection =
  | 'query'
  | 'tags'
  | 'assignees'
  | 'statuses'
  | 'dueDates'
  | 'relations'
  | 'includeArchived'
  | 'target';

export interface FilterErrors {
  sections: Partial<Record<FilterSection, string>>;
  /** By index in the filter state's `customFields`. */
  conditions: ReadonlyMap<number, string>;
  /** Keys that name no filter. */
  other: string[];
}

const SECTION_PREFIXES: [string, FilterSection][] = [
  ['query', 'query'],
  ['by.tags', 'tags'],
  ['by.assignees', 'assignees'],
  ['by.statuses', 'statuses'],
  ['by.dueDate', 'dueDates'],
  ['by.relations', 'relations'],
  ['scope', 'includeArchived'],
  ['target', 'target'],
];

/**
 * Maps the Laravel keys of a search 422 back to the filters that caused them:
 * `by.customFields.N.operator` names the N-th sent condition, which `conditionIndexes` maps
 * to its place in the filter state (unfinished conditions are not sent).
 */
export function mapFilterErrors(
  errors: FieldErrors,
  conditionIndexes: readonly number[],
): FilterErrors {
  const sections: FilterErrors['sections'] = {};
  const conditions = new Map<number, string>();
  const other: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages.join(' ');
    const custom = /^by\.customFields\.(\d+)(\.|$)/.exec(key);
    if (custom) {
      const index = conditionIndexes[Number(custom[1])];
      if (index !== undefined) {
        conditions.set(index, [conditions.get(index), message].filter(Boolean).join(' '));
        continue;
      }
    }
    const section = SECTION_PREFIXES.find(
      ([prefix]) => key === prefix || key.startsWith(`${prefix}.`),
    );
    if (section) sections[section[1]] ??= message;
    else other.push(message);
  }
  return { sections, conditions, other };
}
