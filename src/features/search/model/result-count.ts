import type { FilterState } from './filter-state';

interface CountInput {
  target: FilterState['target'];
  matchCount: number;
  total: number;
  columnCount: number;
  templateCount: number | null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "12 of 30 cards", or what the chosen target found. */
export function resultCountText({
  target,
  matchCount,
  total,
  columnCount,
  templateCount,
}: CountInput) {
  if (target === 'columns') return plural(columnCount, 'column', 'columns');
  if (target === 'templates') {
    return templateCount === null
      ? 'Searching card templates…'
      : plural(templateCount, 'card template', 'card templates');
  }
  return `${matchCount} of ${plural(total, 'card', 'cards')}`;
}
