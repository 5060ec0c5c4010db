/**
 * Unsaved card content (and a new card's other fields), kept per user, board and card in
 * localStorage until it is saved (so it survives a reload, a failed save and a re-login). Only
 * what the user typed is stored: no token.
 */
export interface DraftKey {
  userId: number | string;
  boardId: number;
  /** 'new' for the card being created. */
  cardId: number | 'new';
}

/**
 * What is kept: the content (the document, under the bare key), what the card was when its
 * editing began (`base`, so a restored draft still meets a teammate's change as a conflict),
 * for a new card its other fields (`fields`, a JSON object: see new-card-draft.ts), or the
 * comment being written on the card (`comment`, a document).
 */
export type DraftPart = 'content' | 'base' | 'fields' | 'comment';

const keyOf = ({ userId, boardId, cardId }: DraftKey, part: DraftPart) =>
  `project-board:draft:${userId}:${boardId}:${cardId}${part === 'content' ? '' : `:${part}`}`;

export function readDraft(key: DraftKey, part: DraftPart = 'content'): string | null {
  try {
    return window.localStorage.getItem(keyOf(key, part));
  } catch {
    return null;
  }
}

export function writeDraft(key: DraftKey, content: string, part: DraftPart = 'content'): void {
  try {
    window.localStorage.setItem(keyOf(key, part), content);
  } catch {
    // Storage full or blocked: the draft lives only in memory.
  }
}

export function clearDraft(key: DraftKey, part: DraftPart = 'content'): void {
  try {
    window.localStorage.removeItem(keyOf(key, part));
  } catch {
    // Nothing to clear.
  }
}
