import type { BoardPatch } from './board-patch';

/**
 * A board response for the reader worker: `compare` asks for a patch against the previous read
 * of the board; without it the worker only keeps it as the next read's baseline.
 */
export interface ToBoardReader {
  id: number;
  boardId: number;
  text: string;
  compare: boolean;
}

/** `ok: false`: not JSON, or not a board; the page parses it itself to say why. */
export type FromBoardReader =
  { id: number; ok: true; patch: BoardPatch | null } | { id: number; ok: false };
