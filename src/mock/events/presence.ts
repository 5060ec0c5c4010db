import type { MockService } from '../service';
import { boardVersion } from './board-events';

export interface Viewer {
  id: number;
  name: string;
}

/** Who has each board's event stream open, per service (a user with two tabs counts once). */
const boardsByService = new WeakMap<
  MockService,
  Map<number, Map<number, Viewer & { streams: number }>>
>();

function viewersOf(
  service: MockService,
  boardId: number,
): Map<number, Viewer & { streams: number }> {
  const boards = boardsByService.get(service) ?? new Map();
  boardsByService.set(service, boards);
  const viewers = boards.get(boardId) ?? new Map();
  boards.set(boardId, viewers);
  return viewers;
}

export function boardViewers(service: MockService, boardId: number): Viewer[] {
  return [...viewersOf(service, boardId).values()].map(({ id, name }) => ({ id, name }));
}

/**
 * `event: presence` (an extension of CONTRACT 4b, docs/api.md): who has the board open, sent
 * on every change of that list and to each new stream; its id is the board's version.
 */
export function presenceMessage(service: MockService, boardId: number) {
  const version = boardVersion(service.db, boardId);
  return {
    id: version,
    event: 'presence',
    data: { version, viewers: boardViewers(service, boardId) },
  };
}

function publishPresence(service: MockService, boardId: number): void {
  service.publish(boardId, presenceMessage(service, boardId));
}

/** Counts a stream of `viewer` on the board; returns the leave. Both tell the board's streams. */
export function joinBoard(service: MockService, boardId: number, viewer: Viewer): () => void {
  const viewers = viewersOf(service, boardId);
  const entry = viewers.get(viewer.id) ?? { ...viewer, streams: 0 };
  entry.streams += 1;
  viewers.set(viewer.id, entry);
  if (entry.streams === 1) publishPresence(service, boardId);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    entry.streams -= 1;
    if (entry.streams === 0) {
      viewers.delete(viewer.id);
      publishPresence(service, boardId);
    }
  };
}
