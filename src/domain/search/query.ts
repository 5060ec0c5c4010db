import { contentPlainText } from '../editor-document';

/** Lower-cased whitespace-separated terms of a free-text query. */
export function queryTerms(query: string | null | undefined): string[] {
  return (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

const PLAIN_TEXT_CACHE_LIMIT = 50_000;
const plainTextCache = new Map<string, string>();

/**
 * Lower-cased plain text of card content. Memoized by the content string: the client
 * re-runs the matcher on every keystroke over the whole loaded board.
 */
export function searchableContentText(content: string | null): string {
  if (content == null || content === '') return '';
  const cached = plainTextCache.get(content);
  if (cached !== undefined) return cached;
  if (plainTextCache.size >= PLAIN_TEXT_CACHE_LIMIT) plainTextCache.clear();
  const text = contentPlainText(content).toLowerCase();
  plainTextCache.set(content, text);
  return text;
}

/** `12` or `#12` names card number 12. */
export function termIsCardNumber(term: string, cardNumber: number): boolean {
  const digits = term.startsWith('#') ? term.slice(1) : term;
  return /^\d+$/.test(digits) && Number(digits) === cardNumber;
}

interface QueryableCard {
  number: number;
  title: string;
  content: string | null;
}

/** Every term occurs in the title, the content's plain text, or is the card number. */
export function cardMatchesTerms(card: QueryableCard, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const title = card.title.toLowerCase();
  let content: string | null = null;
  return terms.every((term) => {
    if (title.includes(term) || termIsCardNumber(term, card.number)) return true;
    content ??= searchableContentText(card.content);
    return content.includes(term);
  });
}

/** Every term occurs in one of the texts (each term may use a different text). */
export function textsMatchTerms(
  texts: readonly (string | null)[],
  terms: readonly string[],
): boolean {
  const lowered = texts.map((text) => (text ?? '').toLowerCase());
  return terms.every((term) => lowered.some((text) => text.includes(term)));
}
