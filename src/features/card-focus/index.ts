/**
 * The card keys' public face: the keys themselves (lazy) and what keeps the focused card's
 * tile or row mounted in the views.
 */
export { LazyCardKeys, cardCommand } from './LazyCardKeys';
export { useKanbanFocus } from './use-kanban-focus';
export { useFocusedListRow } from './use-focused-list-row';
