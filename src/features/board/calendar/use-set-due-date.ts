import { MutationObserver } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useWriteServices } from '@/sync/writes/use-write-services';
import { recordPatch, cardChange, patchCardWrite } from '@/features/card';

/**
 * Sets or clears a card's due date from the calendar: the card panel's write (optimistic, in the
 * board's queue, kept in the outbox; a refusal is put back and said in a toast), a step of the
 * board's undo history.
 */
export function useSetDueDate(boardId: number): (cardId: number, due: string | null) => void {
  const services = useWriteServices();
  return useCallback(
    (cardId: number, due: string | null) => {
      const write = new MutationObserver(
        services.queryClient,
        patchCardWrite(services, { boardId, cardId }),
      );
      const variables = cardChange(services.queryClient, boardId, cardId, { due_date: due });
      void write.mutate(variables).catch(() => undefined);
      recordPatch(services, variables);
    },
    [boardId, services],
  );
}
