import { useMutation } from '@tanstack/react-query';
import type { UpdateChecklistItemVariables } from '@/sync/writes/checklists.write';
import { useWriteServices } from '@/sync/writes/use-write-services';
import { recordTick } from '../undo/tick-step';
import { tickItemWrite } from './tick-item.write';

/**
 * Ticks a checklist item at once on the card; the save waits its turn in the board's write
 * queue and is retried through temporary failures. A refusal puts only this item back (later
 * ticks still on their way stay) and says why.
 */
export function useTickChecklistItem(boardId: number, cardId: number) {
  const services = useWriteServices();
  const mutation = useMutation(tickItemWrite(services, { boardId, cardId }));
  const mutate = (variables: UpdateChecklistItemVariables) => {
    // Recorded first: the step's inverse comes from the item as it is before the tick.
    recordTick(services, variables);
    mutation.mutate(variables);
  };
  return { ...mutation, mutate };
}
