/** Extensions (CONTRACT.md 4): the caller, tenant users and the in-app inbox. */
import type { ApiClient } from '../http/client';
import type { RequestOptions } from '../endpoints/request-options';
import { meSchema, notificationSchema } from '../schemas/extensions';
import { userSummarySchema } from '../schemas/member';
import { listOf } from '../schemas/primitives';
import type { Me, Notification, UserSummary } from '../types';

/** `GET /me`. */
export function getMe(client: ApiClient, options: RequestOptions = {}): Promise<Me> {
  return client.request({
    method: 'GET',
    path: '/me',
    schema: meSchema,
    signal: options.signal,
    extension: true,
  });
}

/** `GET /users?filter=`: tenant users to add as members (at most 50). */
export function listUsers(
  client: ApiClient,
  filter: string | null,
  options: RequestOptions = {},
): Promise<UserSummary[]> {
  return client.request({
    method: 'GET',
    path: '/users',
    query: { filter: filter || undefined },
    schema: listOf(userSummarySchema),
    signal: options.signal,
    extension: true,
  });
}

/** `GET /notifications`: newest first. */
export function listNotifications(
  client: ApiClient,
  options: RequestOptions = {},
): Promise<Notification[]> {
  return client.request({
    method: 'GET',
    path: '/notifications',
    schema: listOf(notificationSchema),
    signal: options.signal,
    extension: true,
  });
}
