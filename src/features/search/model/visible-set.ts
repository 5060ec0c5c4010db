/** The cards and columns a search shows. */
export interface VisibleSet {
  cardIds: ReadonlySet<number>;
  columnIds: ReadonlySet<number>;
}

function sameIds(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}

/**
 * What the board shows: the server's answer once it is in, else the local result. When the
 * server finds what the local search found (the usual case), the local set stays, so nothing is
 * laid out or rendered again.
 */
export function shownVisible(
  server: VisibleSet | null,
  local: VisibleSet | null,
): VisibleSet | null {
  if (server === null) return local;
  if (local === null) return server;
  return sameIds(server.cardIds, local.cardIds) && sameIds(server.columnIds, local.columnIds)
    ? local
    : server;
}
