import { replaceEqualDeep } from '@tanstack/react-query';
import { yieldToMain } from '@/lib/yield-to-main';
import type { BoardWorkingSet, Card } from '../types';
import { boardIndex, buildBoardIndex, keepBoardIndex } from './board-index';

function isBoardLike(value: unknown): value is { cards: readonly Card[] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { cards?: unknown }).cards)
  );
}

/**
 * Whether two parsed cards hold the same values. Cards are flat: scalars, two lists of ids and
 * the custom field values (free JSON, compared deeply); a field-by-field loop is several times
 * faster than a generic deep comparison over 5,000 cards.
 */
function sameCard(a: Card, b: Card): boolean {
  const left = a as unknown as Record<string, unknown>;
  const right = b as unknown as Record<string, unknown>;
  let keys = 0;
  for (const key in right) {
    keys += 1;
    const x = left[key];
    const y = right[key];
    if (x === y) continue;
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length || x.some((item, index) => item !== y[index])) return false;
      continue;
    }
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (replaceEqualDeep(x, y) !== x) return false;
  }
  return keys === Object.keys(left).length;
}

/**
 * Structural sharing for the board working set (React Query's `structuralSharing`): a new board
 * keeps every unchanged part of the previous one by reference, so only what changed re-renders.
 * React Query's default compares arrays index by index: once a move shifts the cards behind it,
 * every one of them is compared field by field (57 ms of a drop on 5,000 cards). Here cards are
 * matched by id, and a card that is the very same object (an optimistic update) costs nothing.
 */
export function shareBoard(previous: unknown, next: unknown): unknown {
  if (!isBoardLike(previous) || !isBoardLike(next)) return replaceEqualDeep(previous, next);
  const before = previous as BoardWorkingSet;
  const after = next as BoardWorkingSet;

  const previousById = boardIndex(before).cardsById;
  let cardsUnchanged = before.cards.length === after.cards.length;
  const cards = after.cards.map((card, index) => {
    const old = previousById.get(card.id);
    const shared = old !== undefined && (old === card || sameCard(old, card)) ? old : card;
    if (shared !== before.cards[index]) cardsUnchanged = false;
    return shared;
  });

  const { cards: _previousCards, ...previousRest } = before;
  const { cards: _nextCards, ...nextRest } = after;
  const rest = replaceEqualDeep(previousRest, nextRest);
  if (cardsUnchanged && rest === previousRest) return before;
  const result = { ...rest, cards: cardsUnchanged ? before.cards : cards } as BoardWorkingSet;
  // The index follows the board: columns with no changed card keep their arrays.
  keepBoardIndex(
    result,
    cardsUnchanged && rest.columns === previousRest.columns
      ? boardIndex(before)
      : buildBoardIndex(result, boardIndex(before)),
  );
  return result;
}

/** Cards compared per task by `shareBoardCards`: a few milliseconds of work each. */
const CARDS_PER_TASK = 1000;

/**
 * The first pass of `shareBoard`, run in the board query's function before React Query stores
 * the result: every card of `next` equal to its previous version is replaced by it, a thousand
 * cards per task. The `shareBoard` that React Query then runs finds the same objects and costs
 * almost nothing, so a background refetch of 5,000 cards never holds the page for the whole
 * comparison. It runs against the data cached when the response came; `shareBoard` still
 * compares with what is cached when the result is stored (an optimistic move in between).
 */
export async function shareBoardCards(
  previous: BoardWorkingSet | undefined,
  next: BoardWorkingSet,
): Promise<BoardWorkingSet> {
  if (!previous) return next;
  const previousById = boardIndex(previous).cardsById;
  const cards: Card[] = [];
  for (let start = 0; start < next.cards.length; start += CARDS_PER_TASK) {
    if (start > 0) await yieldToMain();
    for (const card of next.cards.slice(start, start + CARDS_PER_TASK)) {
      const old = previousById.get(card.id);
      cards.push(old !== undefined && sameCard(old, card) ? old : card);
    }
  }
  return { ...next, cards };
}
