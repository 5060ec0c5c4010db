import { countText, formatCount } from '@/lib/plural';
import type { FilterState } from './filter-state';

interface CountInput {
  target: FilterState['target'];
  matchCount: number;
  total: number;
  columnCount: number;
  templateCount: number | null;
}

/** "12 of 30 cards", "50 of 5,000 cards", or what the chosen target found. */
export function resultCountText({
  target,
  matchCount,
  total,
  columnCount,
  templateCount,
}: CountInput) {
  if (target === 'columns') return countText(columnCount, 'column', 'columns');
  if (target === 'templates') {
    return templateCount === null
      ? 'Searching card templates…'
      : countText(templateCount, 'card template', 'card templates');
  }
  return `${formatCount(matchCount)} of ${countText(total, 'card', 'cards')}`;
}
