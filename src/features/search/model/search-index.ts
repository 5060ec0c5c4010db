import type { SearchableCard, TermsMatch } from '@/domain/search';
import { searchableContentText, termIsCardNumber } from '@/domain/search/query';

/** The card number a term names (`12`, `#12`), else null: worked out once per query. */
function numberNamed(term: string): number | null {
  const named = Number(term.startsWith('#') ? term.slice(1) : term);
  return termIsCardNumber(term, named) ? named : null;
}

const termNumbers = new WeakMap<readonly string[], (number | null)[]>();

function numbersNamed(terms: readonly string[]): (number | null)[] {
  let numbers = termNumbers.get(terms);
  if (numbers === undefined) {
    numbers = terms.map(numberNamed);
    termNumbers.set(terms, numbers);
  }
  return numbers;
}

/** A card's text as the matcher reads it: lower-cased title, and content once it is needed. */
interface CardText {
  readonly title: string;
  content: string | null;
}

/**
 * The board's text for the search, built once per board change (not per keystroke): each card's
 * lower-cased title by its slot in `board.cards`, its content's plain text on first use. A
 * card's text is kept per card object, so a write that replaces a few cards redoes only those.
 */
export interface SearchIndex {
  /** The text part of the matcher (`cardMatchesTerms`), answered from the prepared texts. */
  readonly termsMatch: TermsMatch;
}

const cardTexts = new WeakMap<SearchableCard, CardText>();
const indexes = new WeakMap<readonly SearchableCard[], SearchIndex>();

function textOf(card: SearchableCard): CardText {
  let text = cardTexts.get(card);
  if (text === undefined) {
    text = { title: card.title.toLowerCase(), content: null };
    cardTexts.set(card, text);
  }
  return text;
}

function buildIndex(cards: readonly SearchableCard[]): SearchIndex {
  const texts = cards.map(textOf);
  return {
    termsMatch: (card, slot, terms) => {
      // A card not at its slot (another array searched) is still answered right, only slower.
      const text = cards[slot] === card ? (texts[slot] ?? textOf(card)) : textOf(card);
      const numbers = numbersNamed(terms);
      return terms.every((term, at) => {
        if (text.title.includes(term) || numbers[at] === card.number) return true;
        text.content ??= searchableContentText(card.content);
        return text.content.includes(term);
      });
    },
  };
}

/** The search index of the board's cards (one per `board.cards` array). */
export function searchIndex(board: { readonly cards: readonly SearchableCard[] }): SearchIndex {
  let index = indexes.get(board.cards);
  if (index === undefined) {
    index = buildIndex(board.cards);
    indexes.set(board.cards, index);
  }
  return index;
}
