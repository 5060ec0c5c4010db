import type { MemberRecord, UserRecord } from '../../db/types';

export function userSummaryJson(user: UserRecord) {
  return {
    id: user.id,
    uuid: user.uuid,
    name: user.name,
    email: user.email,
    avatar_url: user.avatar_url,
  };
}

export function meJson(user: UserRecord) {
  return { ...userSummaryJson(user), username: user.username, cuid: user.cuid };
}

/** Member (spec 2.2): the user with the membership pivot. */
export function memberJson(user: UserRecord, member: MemberRecord) {
  return {
    ...userSummaryJson(user),
    username: user.username,
    company_name: user.company_name,
    role: user.role,
    status: user.status,
    deleted_at: user.deleted_at,
    pivot: { ...member },
  };
}
