/**
 * The board a write's queue belongs to (`board-5`, or `taken-over:board-5` for a write sent
 * again after a reload), or null for a write outside every board's queue.
 */
export function boardIdOfScope(scopeId: string | null | undefined): number | null {
  const match = scopeId ? /(?:^|:)board-(\d+)$/.exec(scopeId) : null;
  return match ? Number(match[1]) : null;
}
