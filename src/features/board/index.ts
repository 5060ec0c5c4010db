/** The board page's public face: its route, which the app mounts. */
export { BoardRoute } from './BoardRoute';
