/**
 * What the board page shares with the features it mounts (selection, card focus): the shown
 * layout and a drag's placement, the view mode, the dialogs' store, the list's rows and drop,
 * the drag's ids, words and contract, the focused card. It imports no other feature.
 */
export { layoutBoard, type BoardLayout } from './model/board-layout';
export { columnOf, finalSpot, placeBefore, type Placement } from './model/card-placement';
export { SORT_CHOICES, describeSort, sortOrderValue, stickySortOf } from './model/sticky-sort';
export {
  VIEW_MODES,
  parseViewMode,
  preferredViewMode,
  readRememberedViewMode,
  rememberViewMode,
  resolveViewMode,
  type ViewMode,
} from './view/view-mode';
export {
  boardDialogs,
  useBoardDialogs,
  useDialogTarget,
  useMoveCardLane,
} from './state/board-dialogs';
export {
  listGroups,
  listPlacement,
  listRows,
  stickySortNote,
  type ListGroup,
  type ListRow,
} from './list/list-rows';
export { nextSort, sortKeepsManualOrder, type ListSort, type SortKey } from './list/list-sort';
export { projectDrop, type DropRules, type ListDrop } from './list/list-drop';
export {
  cardAreaDragId,
  cardDragId,
  columnDragId,
  parseCardAreaId,
  parseDragId,
  type DragTarget,
} from './dnd/drag-ids';
export {
  NO_SORTS,
  cardDropOf,
  columnSorts,
  dragTo,
  type ColumnSorts,
  type DropSpot,
} from './dnd/card-drop';
export {
  dragAnnouncements,
  screenReaderInstructions,
  spokenDrag,
  type Spot,
} from './dnd/announcements';
export type { LayoutAdapter, SelectionSpot } from './dnd/engine/layout-adapter';
export { useFocusedCard } from './focus/focused-card';
export {
  afterFocusReturn,
  cardLink,
  cardSlot,
  endFocusSession,
  firstVisible,
  focusCard,
  focusLost,
  refocusIfLost,
  whenShown,
} from './focus/focus-card';
