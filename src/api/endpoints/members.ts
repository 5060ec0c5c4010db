/** Spec 4.2: members, mentionables and the caller's notification preferences. */
import type { NotificationMode } from '@/domain/enums';
import type { ApiClient } from '../http/client';
import { memberSchema, userSummarySchema } from '../schemas/member';
import { notificationPreferencesSchema } from '../schemas/preferences';
import { listOf } from '../schemas/primitives';
import type { Member, NotificationPreferences, UserSummary } from '../types';
import type { RequestOptions } from './request-options';

/** `GET /boards/{board}/members`: every member, soft-deleted users included. */
export function listMembers(
  client: ApiClient,
  boardId: number,
  options: RequestOptions = {},
): Promise<Member[]> {
  return client.request({
    method: 'GET',
    path: `/boards/${boardId}/members`,
    schema: listOf(memberSchema),
    signal: options.signal,
  });
}

/** `GET /boards/{board}/members/mentionables?filter=`: at most 50, ordered by name. */
export function listMentionables(
  client: ApiClient,
  boardId: number,
  filter: string | null,
  options: RequestOptions = {},
): Promise<UserSummary[]> {
  return client.request({
    method: 'GET',
    path: `/boards/${boardId}/members/mentionables`,
    query: { filter: filter || undefined },
    schema: listOf(userSummarySchema),
    signal: options.signal,
  });
}

export interface NotificationPreferencesInput {
  notification_mode?: NotificationMode;
  is_notified_through_app?: boolean;
  is_notified_through_email?: boolean;
}

/** `PATCH /boards/{board}/members/myself/notifications/preferences`. */
export function updateNotificationPreferences(
  client: ApiClient,
  boardId: number,
  changes: NotificationPreferencesInput,
  options: RequestOptions = {},
): Promise<NotificationPreferences> {
  return client.request({
    method: 'PATCH',
    path: `/boards/${boardId}/members/myself/notifications/preferences`,
    body: changes,
    schema: notificationPreferencesSchema,
    signal: options.signal,
  });
}
