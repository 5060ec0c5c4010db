/** Navigation's public face: the board switcher, the quick switcher, the card visits they list. */
export { BoardSwitcher } from './BoardSwitcher';
export { CardVisitRecorder } from './CardVisitRecorder';
export { QuickSwitcher } from './QuickSwitcher';
