import type { Card } from '@/api/types';

/**
 * A saved write's board cards, as its answer left them: a write whose answer says all it changed
 * on the board gives them in its `meta.answeredCards`, and the board's copy keeps them instead of
 * being marked behind (`BoardCopies.answered`).
 */
export type AnsweredCards = (data: unknown, variables: unknown) => readonly Card[] | null;

/** The cards a saved write's `meta.answeredCards` names, or null (the copy is marked behind). */
export function answeredCards(
  meta: Record<string, unknown> | undefined,
  data: unknown,
  variables: unknown,
): readonly Card[] | null {
  const named = meta?.['answeredCards'];
  return typeof named === 'function' ? (named as AnsweredCards)(data, variables) : null;
}
