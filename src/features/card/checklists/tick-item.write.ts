import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast';
import type { ApiClient } from '@/api/http/client';
import { isApiError } from '@/api/http/errors';
import { useUpdateChecklistItem } from '@/sync/writes/checklists.write';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { isWriteCancelled } from '@/sync/queue/write-run';
import { registerWrite } from '@/sync/writes/write-registry';
import { cardKeys } from '@/api/queries/keys';
import type { CardDetail } from '@/api/types';
import { tickItem } from './checklist-progress';
import { t } from '@/lib/i18n/translate';

/** The registered write (kept in the outbox until saved, sent again after a reload). */
export const tickItemWrite = registerWrite(
  'tick-item',
  ({ queryClient, api }, { boardId, cardId }: { boardId: number; cardId: number }) =>
    tickItemOptions(queryClient, api, boardId, cardId),
);

/** The hook's options, without React (the model-based test drives them directly). */
export function tickItemOptions(
  queryClient: QueryClient,
  client: ApiClient,
  boardId: number,
  cardId: number,
) {
  const detailKey = cardKeys.detail(boardId, cardId);
  return useUpdateChecklistItem.options<{ previous: CardDetail | undefined }>(client, {
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
    onMutate: async ({ checklistId, itemId, changes }) => {
      await queryClient.cancelQueries({ queryKey: detailKey, exact: true });
      const previous = queryClient.getQueryData<CardDetail>(detailKey);
      if (previous && changes.is_completed !== undefined) {
        queryClient.setQueryData(
          detailKey,
          tickItem(previous, checklistId, itemId, changes.is_completed),
        );
      }
      return { previous };
    },
    onError: (error, { checklistId, itemId }, context) => {
      if (isWriteCancelled(error)) return;
      const before = context?.previous?.checklists
        .find((checklist) => checklist.id === checklistId)
        ?.items.find((item) => item.id === itemId);
      if (before) {
        queryClient.setQueryData<CardDetail>(detailKey, (current) =>
          current ? tickItem(current, checklistId, itemId, before.is_completed) : current,
        );
      }
      const reason = isApiError(error)
        ? error.message
        : t('error.noAnswer', 'the server did not answer');
      toast.error(
        t('card.checklist.tickFailed', 'Could not tick the item: {reason}. It is back as it was.', {
          reason,
        }),
      );
    },
  });
}
