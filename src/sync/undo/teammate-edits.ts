interface TeammateEdit {
  /** "Moved by Eli Editor", as the card's mark says it. */
  description: string;
  at: number;
}

/**
 * Per card, the last change someone else made, noted by the live board's session
 * (`liveBoard.noteChanges` in `data/live/live-board-store.ts`): the live board marks it for 5 s, the undo history needs
 * it for as long as the action can be undone.
 */
const edits = new Map<number, TeammateEdit>();

/** Someone else's change to the card after `since` (ms), or undefined. */
export function teammateEditSince(cardId: number, since: number): TeammateEdit | undefined {
  const edit = edits.get(cardId);
  return edit && edit.at >= since ? edit : undefined;
}

/** A teammate's change to the card, at `at` (ms). */
export function noteTeammateEdit(cardId: number, description: string, at = Date.now()): void {
  edits.set(cardId, { description, at });
}

export function forgetTeammateEdits(): void {
  edits.clear();
}
