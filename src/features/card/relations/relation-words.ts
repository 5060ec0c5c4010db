import type { RelationKind } from '@/domain/relations';
import { t } from '@/lib/i18n/translate';

/** How a kind reads as a heading of the card's relations ("Blocked by"). */
export function relationHeading(kind: RelationKind): string {
  switch (kind) {
    case 'blocked_by':
      return t('relations.kind.blockedBy', 'Blocked by');
    case 'blocks':
      return t('relations.kind.blocks', 'Blocks');
    case 'parent':
      return t('relations.kind.parent', 'Parent');
    case 'child':
      return t('relations.kind.child', 'Sub-cards');
    case 'relates_to':
      return t('relations.kind.relatesTo', 'Relates to');
    case 'duplicates':
      return t('relations.kind.duplicates', 'Duplicate of');
    case 'duplicated_by':
      return t('relations.kind.duplicatedBy', 'Duplicated by');
  }
}

/** How a kind reads in the add form's choice ("is blocked by"). */
export function relationChoice(kind: RelationKind): string {
  switch (kind) {
    case 'blocked_by':
      return t('relations.choice.blockedBy', 'is blocked by');
    case 'blocks':
      return t('relations.choice.blocks', 'blocks');
    case 'parent':
      return t('relations.choice.parent', 'is a sub-card of');
    case 'child':
      return t('relations.choice.child', 'is the parent of');
    case 'relates_to':
      return t('relations.choice.relatesTo', 'relates to');
    case 'duplicates':
      return t('relations.choice.duplicates', 'is a duplicate of');
    case 'duplicated_by':
      return t('relations.choice.duplicatedBy', 'is duplicated by');
  }
}

/** The order the kinds are listed and offered in. */
export const KIND_ORDER: readonly RelationKind[] = [
  'blocked_by',
  'blocks',
  'parent',
  'child',
  'relates_to',
  'duplicates',
  'duplicated_by',
];
