import { create } from 'zustand';

/** What a card key asks of the selection bar when the focused card is one of a selection. */
export type SelectionCommand = 'assign' | 'tags' | 'due' | 'archive';

interface SelectionCommandState {
  /** The last command and a count, so the same key twice is two requests. */
  request: { command: SelectionCommand; cardId: number; count: number } | null;
}

export const useSelectionCommand = create<SelectionCommandState>()(() => ({ request: null }));

/**
 * `a`, `t`, `d` and Delete on a selected card act on the whole selection: the bar opens its
 * Assign or Tags menu or its due date dialog, or archives the selection; focus comes back to
 * the card (`cardId`) afterwards.
 */
export function askSelectionBar(command: SelectionCommand, cardId: number): void {
  const count = (useSelectionCommand.getState().request?.count ?? 0) + 1;
  useSelectionCommand.setState({ request: { command, cardId, count } });
}
