import { memo, useContext } from 'react';
import { queryTerms } from '@/domain/search/query';
import { HighlightQuery } from './highlight-query';

interface HighlightProps {
  text: string;
  /** The free-text query, as typed; empty: the board's query (`HighlightQuery`). */
  query: string;
}

/** `text` with every occurrence of a query term in a `<mark>`; React escapes the text. */
export const Highlight = memo(function Highlight({ text, query }: HighlightProps) {
  const boardQuery = useContext(HighlightQuery);
  const parts = splitByTerms(text, queryTerms(query || boardQuery));
  if (parts.length === 1 && !parts[0]?.match) return text;
  return parts.map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : part.text,
  );
});

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits `text` into matching and plain runs (case-insensitive, overlapping terms merged). */
export function splitByTerms(text: string, terms: readonly string[]): TextPart[] {
  const lower = text.toLowerCase();
  // Some characters change length when lower-cased: no marks then, rather than wrong ones.
  if (lower.length !== text.length) return [{ text, match: false }];
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    if (term === '') continue;
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + 1)) {
      marked.fill(true, at, at + term.length);
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const match = marked[i] === true;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += text[i];
    else parts.push({ text: text[i] ?? '', match });
  }
  return parts.length > 0 ? parts : [{ text, match: false }];
}
