import { readBoardText } from '../endpoints/boards';
import type { BoardWorkingSet } from '../types';
import { copyScopeOf } from './copy-scope';
import type { BoardCopy, BoardCopyStore } from './copy-store';

/** A copy read and parsed: what the board page paints. */
export interface ParsedCopy {
  copy: BoardCopy;
  board: BoardWorkingSet;
}

/**
 * The copy of the board in the address, read and parsed as the page starts, before the
 * deployment's config, the translations and the session exist (docs/architecture.md, "The
 * start path"). It is read for the person the tab is likely signed in as (its stored
 * connection); a session uses it only when its own scope is the same, so it never shows one
 * person's board to another.
 */
export interface CopyPreread {
  boardId: number;
  scope: Promise<string | null>;
  parsed: Promise<ParsedCopy | null>;
}

interface PrereadInput {
  store: Promise<BoardCopyStore | null>;
  server: string;
  token: string;
  boardId: number;
  now: number;
}

export function prereadBoardCopy({
  store,
  server,
  token,
  boardId,
  now,
}: PrereadInput): CopyPreread {
  const scope = copyScopeOf(server, token);
  const parsed = Promise.all([store, scope])
    .then(async ([copies, owner]) => {
      const copy = copies && owner ? await copies.read(owner, boardId, now) : null;
      return copy ? { copy, board: await readBoardText({ text: copy.text, status: 200 }) } : null;
    })
    .catch(() => null);
  return { boardId, scope, parsed };
}
