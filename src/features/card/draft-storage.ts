/**
 * Unsaved card content, kept per user, board and card in localStorage until it is saved (so it
 * survives a reload, a failed save and a re-login). Only the document text is stored: no token.
 */
export interface DraftKey {
  userId: number | string;
  boardId: number;
  /** 'new' for the card being created. */
  cardId: number | 'new';
}

const keyOf = ({ userId, boardId, cardId }: DraftKey) =>
  `project-board:draft:${userId}:${boardId}:${cardId}`;

export function readDraft(key: DraftKey): string | null {
  try {
    return window.localStorage.getItem(keyOf(key));
  } catch {
    return null;
  }
}

export function writeDraft(key: DraftKey, content: string): void {
  try {
    window.localStorage.setItem(keyOf(key), content);
  } catch {
    // Storage full or blocked: the draft lives only in memory.
  }
}

export function clearDraft(key: DraftKey): void {
  try {
    window.localStorage.removeItem(keyOf(key));
  } catch {
    // Nothing to clear.
  }
}
