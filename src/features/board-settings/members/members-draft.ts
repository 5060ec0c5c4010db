import type { BoardMemberInput } from '@/api/endpoints/boards';
import { isKnown } from '@/api/schemas/primitives';
import type { Member, UserSummary } from '@/api/types';
import { PERMISSION_LEVELS, type PermissionLevel } from '@/domain/permissions';
import { t } from '@/lib/i18n/translate';

/** A member as edited before saving. */
export interface MemberDraft {
  id: number;
  name: string;
  email: string;
  avatarUrl: string | null;
  deactivated: boolean;
  permission: PermissionLevel;
}

export const PERMISSION_LABELS: Record<PermissionLevel, () => string> = {
  view: () => t('settings.permission.view', 'View'),
  interact: () => t('settings.permission.interact', 'Interact'),
  edit: () => t('settings.permission.edit', 'Edit'),
  manage: () => t('settings.permission.manage', 'Manage'),
};

export function draftOfMember(member: Member): MemberDraft {
  const permission = member.pivot?.permission;
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    avatarUrl: member.avatar_url,
    deactivated: member.deleted_at != null,
    // An unknown level from the server is shown as the lowest one rather than granting more.
    permission: isKnown(PERMISSION_LEVELS, permission) ? permission : 'view',
  };
}

export function draftOfUser(user: UserSummary): MemberDraft {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatarUrl: user.avatar_url,
    deactivated: false,
    permission: 'view',
  };
}

/** Members of the saved list that the draft no longer has: they lose access. */
export function removedMembers(
  saved: readonly MemberDraft[],
  draft: readonly MemberDraft[],
): MemberDraft[] {
  const kept = new Set(draft.map((member) => member.id));
  return saved.filter((member) => !kept.has(member.id));
}

export function hasManager(draft: readonly MemberDraft[]): boolean {
  return draft.some((member) => member.permission === 'manage');
}

/** The full list the board PATCH replaces the members with. */
export function membersInputOf(draft: readonly MemberDraft[]): BoardMemberInput[] {
  return draft.map(({ id, permission }) => ({ id, permission }));
}
