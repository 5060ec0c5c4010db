import type { MutationOptions } from '@tanstack/react-query';
import type { WriteServices } from '../writes/write-registry';

/**
 * Sends a write without a hook, for a caller that may be gone before it settles (an Undo in a
 * toast whose menu has closed): the same queue, outbox and retries as a hook's `mutate`.
 */
export function sendWrite<TData, TVariables, TResult>(
  { queryClient }: WriteServices,
  options: MutationOptions<TData, Error, TVariables, TResult>,
  variables: TVariables,
): Promise<TData> {
  return queryClient.getMutationCache().build(queryClient, options).execute(variables);
}
