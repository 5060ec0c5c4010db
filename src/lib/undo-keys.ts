import { isTyping } from './is-typing';

export type UndoKey = 'undo' | 'redo';

/** A control whose own Ctrl+Z means nothing: the page's undo may take it. */
function isToggle(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLInputElement && ['checkbox', 'radio', 'button'].includes(target.type)
  );
}

/**
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo; never while typing in a field or the
 * editor, where the browser's own undo of the text applies. Read by the board and My work.
 */
export function undoKeyOf(event: KeyboardEvent): UndoKey | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return null;
  if (isTyping(event.target) && !isToggle(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}
