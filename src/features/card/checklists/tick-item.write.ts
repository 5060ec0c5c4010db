import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/http/client';
import {
  useUpdateChecklistItem,
  type UpdateChecklistItemVariables,
} from '@/sync/writes/checklists.write';
import { optimisticChange } from '@/sync/optimistic/optimistic-change';
import { boardWriteScope } from '@/sync/queue/write-scope';
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
  return useUpdateChecklistItem.options(client, {
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
    ...optimisticChange(queryClient, {
      queryKey: cardKeys.detail(boardId, cardId),
      apply: (
        detail: CardDetail,
        { checklistId, itemId, changes }: UpdateChecklistItemVariables,
      ) =>
        changes.is_completed === undefined
          ? detail
          : tickItem(detail, checklistId, itemId, changes.is_completed),
      // Only this item goes back: later ticks still on their way stay.
      revert: (current, before, { checklistId, itemId }) => {
        const was = before.checklists
          .find((checklist) => checklist.id === checklistId)
          ?.items.find((item) => item.id === itemId);
        return was ? tickItem(current, checklistId, itemId, was.is_completed) : current;
      },
      failed: (_before, _variables, reason) =>
        t('card.checklist.tickFailed', 'Could not tick the item: {reason}. It is back as it was.', {
          reason,
        }),
    }),
  });
}
