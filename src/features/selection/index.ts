/**
 * The selection's public face: the store and the check boxes the views show, the bar (lazy),
 * the orders a Shift-click range follows, the drag that takes a selection along (its code
 * lazy behind `moving-code`), and the bar's commands the card keys ask for.
 */
export { cardSelection, shownOrder, useIsCardSelected } from './card-selection';
export { SelectCardBox, keepTextUnselected, selectOnModifiedClick } from './SelectCardBox';
export { SelectShownBox } from './SelectShownBox';
export { LazySelectionBar } from './LazySelectionBar';
export { useSelectionOrder } from './use-selection-order';
export { useListSelectionOrder } from './use-list-selection-order';
export { loadMovingCode, movingCode, selectionMoving, useMovingCode } from './move/moving-code';
export { useSelectionDrag } from './move/use-selection-drag';
export { askSelectionBar, type SelectionCommand } from './selection-commands';
