/**
 * Every module that registers a write (`registerWrite`, and each `defineMutation`), so the
 * outbox can rebuild any kept write after a reload, even one whose screen is not open. A new
 * registered write adds its module here (`write-kinds.test.ts` checks the list).
 */
// On the board page already: imported here for their registrations only.
import '@/api/mutations/cards.write';
import '@/api/mutations/columns.write';
import '@/features/board/columns/use-patch-column.write';
import '@/data/move-card.write';
import '@/data/move-column.write';
import '@/features/card/delete/use-remove-card.write';

/** The lazy ones (card panel, board settings, swimlanes), loaded when kept writes are to be sent again. */
export function loadWriteKinds(): Promise<unknown> {
  return Promise.all([
    import('@/api/mutations/boards.write'),
    import('@/api/mutations/checklists.write'),
    import('@/api/mutations/comments.write'),
    import('@/api/mutations/notifications.write'),
    import('@/api/mutations/update-card.write'),
    import('@/features/card/use-patch-card.write'),
    import('@/features/card/checklists/tick-item.write'),
    import('@/data/move-card-to-lane.write'),
  ]);
}
