import type { BoardWorkingSet, Member } from '@/api/types';

/** The board's members who can be assigned: soft-deleted members are left out. */
export function activeMembers(board: Pick<BoardWorkingSet, 'members'>): Member[] {
  return Object.values(board.members).filter((member) => member.deleted_at === null);
}
