import type { RelationFilter } from '@/domain/relations';
import { t } from '@/lib/i18n/translate';

/** What each relation filter means, in one line (CONTRACT 4d's search filters). */
export const RELATION_HINTS: Record<RelationFilter, () => string> = {
  blocked: () => t('filters.relations.blockedHint', 'Waits for an open card'),
  blocking: () => t('filters.relations.blockingHint', 'An open card waits for it'),
  has_children: () => t('filters.relations.hasChildrenHint', 'Split into sub-cards'),
  has_parent: () => t('filters.relations.hasParentHint', 'Part of a bigger card'),
  no_parent: () => t('filters.relations.noParentHint', 'Top-level cards only'),
};
