import { useQueryClient } from '@tanstack/react-query';
import type { MarkReadInput } from '@/api/extensions/notifications';
import { useMarkNotificationsRead } from '@/sync/writes/notifications.write';
import { optimisticChange } from '@/sync/optimistic/optimistic-change';
import { accountKeys } from '@/api/queries/keys';
import type { Notification } from '@/api/types';
import { t } from '@/lib/i18n/translate';

const isMarked = (input: MarkReadInput, notification: Notification) =>
  'all' in input || input.ids.includes(notification.id);

/**
 * Marks notifications read at once (the inbox and the header's count); the POST is sent behind
 * it, and a refusal puts the unread marks back and says why.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMarkNotificationsRead({
    meta: { handlesOwnErrors: true },
    ...optimisticChange(queryClient, {
      queryKey: accountKeys.notifications(),
      apply: (list: Notification[], input: MarkReadInput) => {
        const now = new Date().toISOString();
        return list.map((notification) =>
          notification.read_at == null && isMarked(input, notification)
            ? { ...notification, read_at: now }
            : notification,
        );
      },
      failed: (_before, _input, reason) =>
        t('inbox.markFailed', 'Could not mark as read: {reason}.', { reason }),
    }),
  });
}
