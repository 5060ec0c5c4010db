/**
 * Every route of the app in one place: the pattern the router matches and the href builder
 * every link uses. Nothing else writes an app path by hand (an ESLint rule checks it).
 *
 * The search string (view, filters, `archived`: docs/search.md) travels with board and card
 * links, so opening a card and closing it again leaves the board as it was, and a copied card
 * link reopens the same board view underneath.
 */
export const paths = {
  /** The board list, at `/` and at `/boards`. */
  boards: { pattern: /^\/(?:boards\/?)?$/, href: () => '/' },
  connect: { pattern: '/connect', href: () => '/connect' },
  inbox: { pattern: '/inbox', href: () => '/inbox' },
  /** My cards across every board I can see, by due date (docs/my-work.md). */
  myWork: { pattern: '/my-work', href: () => '/my-work' },
  /** Import (Trello, CSV, our own export); `into` preselects a board to import into and export. */
  import: {
    pattern: '/import',
    href: (into?: number) => (into === undefined ? '/import' : `/import?into=${into}`),
  },
  /** A board, optionally with one of its cards open over it (one page: the board stays). */
  board: {
    pattern: /^\/boards\/(?<boardId>\d+)(?:\/cards\/(?<cardId>\d+))?\/?$/,
    href: (boardId: number, search = '') => `/boards/${boardId}${withQuestionMark(search)}`,
  },
  card: {
    href: (boardId: number, cardId: number, search = '') =>
      `/boards/${boardId}/cards/${cardId}${withQuestionMark(search)}`,
  },
  /**
   * A card with one of its comments to land on (a mention's notification): the panel opens,
   * the thread scrolls to the comment, focuses and highlights it.
   */
  comment: {
    href: (boardId: number, cardId: number, commentId: number) =>
      `/boards/${boardId}/cards/${cardId}?comment=${commentId}`,
  },
  boardSettings: {
    pattern: /^\/boards\/(?<boardId>\d+)\/settings\/?$/,
    href: (boardId: number) => `/boards/${boardId}/settings`,
  },
} as const;

/** The board and card ids of a `paths.board` match (the router's params). */
export function boardRouteParams(params: { boardId?: string; cardId?: string }): {
  boardId: number;
  cardId: number | null;
} {
  return {
    boardId: Number(params.boardId),
    cardId: params.cardId ? Number(params.cardId) : null,
  };
}

/** The board (and card) a path shows, on the board or its settings; null elsewhere. */
export function matchBoardPath(path: string): { boardId: number; cardId: number | null } | null {
  const groups =
    paths.board.pattern.exec(path)?.groups ?? paths.boardSettings.pattern.exec(path)?.groups;
  return groups ? boardRouteParams(groups) : null;
}

function withQuestionMark(search: string): string {
  const bare = search.startsWith('?') ? search.slice(1) : search;
  return bare ? `?${bare}` : '';
}
