/**
 * The board's links to its cards, and back, in one place. The search string (view, filters,
 * `archived`: docs/search.md) travels with them, so opening a card and closing it again leaves
 * the board as it was, and a copied card link reopens the same board view underneath.
 */
export function cardHref(boardId: number, cardId: number, search = ''): string {
  return `/boards/${boardId}/cards/${cardId}${withQuestionMark(search)}`;
}

/** The board's own URL with the given search string (what closing a card goes back to). */
export function boardHref(boardId: number, search = ''): string {
  return `/boards/${boardId}${withQuestionMark(search)}`;
}

function withQuestionMark(search: string): string {
  const bare = search.startsWith('?') ? search.slice(1) : search;
  return bare ? `?${bare}` : '';
}
