/** The search param of a card URL that names the comment to land on (`paths.comment`). */
const COMMENT_PARAM = 'comment';

/** The comment a card URL's search string points at (`?comment=ID`), or null. */
export function commentAnchorOf(search: string): number | null {
  const value = new URLSearchParams(search).get(COMMENT_PARAM);
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** The search string without the comment anchor (closing the card keeps the board's params). */
export function withoutCommentAnchor(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(COMMENT_PARAM)) return search;
  params.delete(COMMENT_PARAM);
  return params.toString();
}
