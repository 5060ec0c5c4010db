import { useEffect } from 'react';

/** The panel's properties a board shortcut opens it at (`a`, `t`, `d`). */
export type PanelField = 'assignees' | 'tags' | 'due_date';

let wanted: { cardId: number; field: PanelField } | null = null;

/** The card's panel, about to open, is to put focus on this property (and open its picker). */
export function openPanelAt(cardId: number, field: PanelField): void {
  wanted = { cardId, field };
}

/** Whether the panel was opened to change this property of this card (a pure read). */
export function isWanted(cardId: number, field: PanelField): boolean {
  return wanted?.cardId === cardId && wanted.field === field;
}

/**
 * Focuses the property's control once it has mounted, if the panel was opened for it. The
 * panel does not take focus itself then (Radix skips its auto-focus when focus is inside).
 */
export function useFocusWhenWanted(
  cardId: number,
  field: PanelField,
  control: () => HTMLElement | null | undefined,
): void {
  useEffect(() => {
    if (!isWanted(cardId, field)) return;
    const element = control();
    if (!element) return;
    wanted = null;
    element.focus();
    // Only the first render's control matters: the request is used up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cardId, field]);
}
