/**
 * The cards a user opened last on this device, newest first, at most RECENT_LIMIT. Only ids are
 * kept (never a token or card text), per user, in localStorage; the quick switcher resolves
 * them with one batch request.
 */
export const RECENT_LIMIT = 20;

const PREFIX = 'project-board.recent-cards.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readRecentCards(userId: number): number[] {
  const raw = storage()?.getItem(`${PREFIX}${userId}`);
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0)
      .slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
}

/** Moves the card to the front; returns the new list. */
export function recordCardOpen(userId: number, cardId: number): number[] {
  const next = [cardId, ...readRecentCards(userId).filter((id) => id !== cardId)].slice(
    0,
    RECENT_LIMIT,
  );
  try {
    storage()?.setItem(`${PREFIX}${userId}`, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the list is a convenience, nothing is lost.
  }
  return next;
}
