/** Named filters per board on this device (localStorage; filter parameters only, no secrets). */
export interface SavedFilter {
  name: string;
  /** The filter part of the URL (docs/search.md). */
  query: string;
}

const key = (boardId: number) => `project-board.saved-filters.${boardId}`;

function isSavedFilter(value: unknown): value is SavedFilter {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>)['name'] === 'string' &&
    typeof (value as Record<string, unknown>)['query'] === 'string'
  );
}

export function readSavedFilters(boardId: number): SavedFilter[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(boardId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSavedFilter) : [];
  } catch {
    return [];
  }
}

/** Saves under `name`, replacing a filter of the same name (case-insensitive). */
export function saveFilter(boardId: number, filter: SavedFilter): SavedFilter[] {
  const name = filter.name.trim();
  const rest = readSavedFilters(boardId).filter(
    (saved) => saved.name.toLowerCase() !== name.toLowerCase(),
  );
  const next = [...rest, { name, query: filter.query }].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  writeSaved(boardId, next);
  return next;
}

export function deleteSavedFilter(boardId: number, name: string): SavedFilter[] {
  const next = readSavedFilters(boardId).filter((saved) => saved.name !== name);
  writeSaved(boardId, next);
  return next;
}

function writeSaved(boardId: number, filters: SavedFilter[]): void {
  try {
    localStorage.setItem(key(boardId), JSON.stringify(filters));
  } catch {
    // Storage full or disabled: the filter is still in the URL.
  }
}
