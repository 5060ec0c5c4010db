import type { UndoAction } from '@/sync/undo/undo-step';

interface Histories {
  boards: Readonly<Record<number, { past: readonly UndoAction[] }>>;
}

/**
 * The board whose last action is the newest of this tab (done or redone last; the later id
 * when two share a millisecond): what Ctrl+Z on My work undoes. Null: nothing to undo.
 */
export function boardOfLastAction({ boards }: Histories): number | null {
  let newest: UndoAction | null = null;
  for (const history of Object.values(boards)) {
    const last = history.past.at(-1);
    if (last && (!newest || last.at > newest.at || (last.at === newest.at && last.id > newest.id)))
      newest = last;
  }
  return newest?.boardId ?? null;
}
