import { boardOverlayOf } from '@/api/queries/pending-overlay';
import type { OutboxStorage } from '@/sync/outbox/outbox-storage';
import { bySeq } from '@/sync/outbox/outbox-record';
import { writeBuilder, type WriteServices } from '@/sync/writes/write-registry';
import type { BoardWorkingSet } from '@/api/types';
import { loadWriteKinds } from './write-kinds';

interface KeptWritesInput {
  services: WriteServices;
  server: string;
  /** The outbox's records (IndexedDB); loaded only when a board arrives. */
  storage: () => Promise<OutboxStorage>;
}

/**
 * The writes the outbox keeps for `userId` on `server` that touch `boardId`, applied to
 * `board` in the order they were made. A reloaded page paints its board before the outbox has
 * taken them over, so a card deleted (or moved, or renamed) just before the reload shows as
 * the user left it from the first frame. Applying a write the board already shows changes
 * nothing; the outbox then sends them as before.
 */
export function keptWritesOverlay({ services, server, storage }: KeptWritesInput) {
  return async (
    boardId: number,
    board: BoardWorkingSet,
    userId: number | null,
  ): Promise<BoardWorkingSet> => {
    if (userId === null) return board;
    let records;
    try {
      records = (await (await storage()).all())
        .filter((record) => record.owner.server === server && record.owner.userId === userId)
        .sort(bySeq);
    } catch {
      return board;
    }
    if (records.length === 0) return board;
    await loadWriteKinds();
    let next = board;
    for (const record of records) {
      const build = writeBuilder(record.kind);
      const overlay = build ? boardOverlayOf(build(services, record.params).meta) : null;
      if (overlay?.boardId === boardId) next = overlay.apply(next, record.variables);
    }
    return next;
  };
}
