import { queryOptions } from '@tanstack/react-query';
import { getMe, listNotifications, listUsers } from '../extensions/account';
import type { ApiClient } from '../http/client';
import { accountKeys } from './keys';

/** Extension: the signed-in user. */
export const meQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => getMe(client, { signal }),
    staleTime: Infinity,
  });

export const accountQueries = {
  me: meQuery,
  /** Extension: tenant users matching a name/email filter. */
  users: (client: ApiClient, filter: string | null) =>
    queryOptions({
      queryKey: accountKeys.users(filter),
      queryFn: ({ signal }) => listUsers(client, filter, { signal }),
    }),
  /** Extension: the in-app inbox. */
  notifications: (client: ApiClient) =>
    queryOptions({
      queryKey: accountKeys.notifications(),
      queryFn: ({ signal }) => listNotifications(client, { signal }),
    }),
};
