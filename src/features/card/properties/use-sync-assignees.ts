import { useMutation } from '@tanstack/react-query';
import { isWriteCancelled } from '@/sync/queue/write-run';
import { useWriteServices } from '@/sync/writes/use-write-services';
import { recordAssignees } from '../undo/assignees-step';
import { assigneesOptions } from './assignees-write';

/**
 * Assigns and unassigns at once on the panel and the board, then saves through the board's
 * write queue; a refusal puts those people back as they were (later changes stay). Each change
 * is a step of the board's undo history.
 */
export function useOptimisticAssignees(boardId: number, cardId: number) {
  const services = useWriteServices();
  const mutation = useMutation(
    assigneesOptions(services.queryClient, services.api, boardId, cardId),
  );
  const mutate = (variables: Parameters<typeof mutation.mutate>[0]) => {
    // Recorded first: the step's inverse comes from the card as it is before the change.
    recordAssignees(services, variables);
    mutation.mutate(variables);
  };
  return { ...mutation, mutate, isError: mutation.isError && !isWriteCancelled(mutation.error) };
}
