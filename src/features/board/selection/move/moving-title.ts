import { tn } from '@/lib/i18n/translate';

/** "Move to…" for a selection: "Move 20 cards". */
export const movingTitle = (count: number): string =>
  tn('selection.move.title', count, { one: 'Move {count} card', other: 'Move {count} cards' });
