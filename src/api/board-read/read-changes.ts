import type { BoardWorkingSet } from '../types';
import { shareBoardCards } from '../queries/share-board';
import { applyBoardPatch } from './board-patch';
import { boardReader } from './board-reader';

/**
 * The held board brought up to a new read of it, compared in the board reader's worker: only
 * the changed cards cross to this thread. null where there is no reader, or it could not read
 * the body: the caller parses it itself. Loaded with the first refetch, not with the board.
 */
export async function readChanges(
  held: BoardWorkingSet,
  boardId: number,
  text: string,
): Promise<BoardWorkingSet | null> {
  const patch = await boardReader()?.compare(boardId, text);
  if (patch?.kind === 'patch') return applyBoardPatch(held, patch);
  if (patch?.kind === 'full') return shareBoardCards(held, patch.board);
  return null;
}

/** A first read, parsed by the page, kept by the reader to compare the next one with. */
export function remember(boardId: number, text: string): void {
  boardReader()?.remember(boardId, text);
}
