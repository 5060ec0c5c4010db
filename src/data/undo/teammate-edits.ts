import { useLiveBoardStore } from '../live/live-board-store';

interface TeammateEdit {
  /** "Moved by Eli Editor", as the card's mark says it. */
  description: string;
  at: number;
}

const edits = new Map<number, TeammateEdit>();
let watching = false;

/**
 * Remembers, per card, the last change someone else made (the live board marks it for 5 s;
 * the undo history needs it for as long as the action can be undone).
 */
export function watchTeammateEdits(): void {
  if (watching) return;
  watching = true;
  useLiveBoardStore.subscribe((state, previous) => {
    if (state.changes === previous.changes) return;
    for (const [cardId, change] of state.changes) {
      if (previous.changes.get(cardId) !== change) {
        edits.set(cardId, { description: change.description, at: Date.now() });
      }
    }
  });
}

/** Someone else's change to the card after `since` (ms), or undefined. */
export function teammateEditSince(cardId: number, since: number): TeammateEdit | undefined {
  const edit = edits.get(cardId);
  return edit && edit.at >= since ? edit : undefined;
}

/** For tests: a teammate's change noted now. */
export function noteTeammateEdit(cardId: number, description: string, at = Date.now()): void {
  edits.set(cardId, { description, at });
}

export function forgetTeammateEdits(): void {
  edits.clear();
}
