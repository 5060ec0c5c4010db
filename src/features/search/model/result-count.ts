import { tn, t } from '@/lib/i18n/translate';
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
  if (target === 'columns') {
    return tn('search.count.columns', columnCount, {
      one: '{count} column',
      other: '{count} columns',
    });
  }
  if (target === 'templates') {
    return templateCount === null
      ? t('search.count.searchingTemplates', 'Searching card templates…')
      : tn('search.count.templates', templateCount, {
          one: '{count} card template',
          other: '{count} card templates',
        });
  }
  return tn(
    'search.count.cards',
    total,
    {
      one: '{matches} of {count} card',
      other: '{matches} of {count} cards',
    },
    { matches: matchCount },
  );
}
