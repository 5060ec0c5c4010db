import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast';
import type { MarkReadInput } from '@/api/extensions/notifications';
import { isApiError } from '@/api/http/errors';
import { useMarkNotificationsRead } from '@/sync/writes/notifications.write';
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
  const key = accountKeys.notifications();
  return useMarkNotificationsRead<{ previous: Notification[] | undefined }>({
    meta: { handlesOwnErrors: true },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Notification[]>(key);
      const now = new Date().toISOString();
      queryClient.setQueryData<Notification[]>(key, (list) =>
        list?.map((notification) =>
          notification.read_at == null && isMarked(input, notification)
            ? { ...notification, read_at: now }
            : notification,
        ),
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      const reason = isApiError(error)
        ? error.message
        : t('error.noAnswer', 'the server did not answer');
      toast.error(t('inbox.markFailed', 'Could not mark as read: {reason}.', { reason }));
    },
  });
}
