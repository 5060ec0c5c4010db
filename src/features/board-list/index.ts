// What other features may use of the boards page: the boards' tree (the quick switcher shows it).
export { buildBoardTree, type BoardTreeNode } from './board-tree';
