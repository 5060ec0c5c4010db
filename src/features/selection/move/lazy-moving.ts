// What moving a selection needs beyond the drag itself, kept off the first load (moving-code.ts).
export { engineSelectionAnnouncements } from './engine-selection';
export { listSelectionDrop } from './list-selection-drop';
export { moveSelection } from './move-selection';
export { movingBadge } from './MovingCount';
export { movingTitle } from './moving-title';
export { selectionAnnouncements } from './selection-announcements';
export { gatherIn, kanbanSelectionSpot } from './selection-drop';
