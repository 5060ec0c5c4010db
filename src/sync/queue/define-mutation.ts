import {
  useMutation,
  type MutationFunctionContext,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { ApiClient } from '@/api/http/client';
import { useApiClient } from '@/api/react/api-client-context';
import { registerWrite, type WriteTag } from '../writes/write-registry';
import { attemptWrite, idempotencyKeyOf, type WriteVariables } from './write-run';
import { oweBoardRead, settleScope, showAnswerLater } from './scope-settling';
import { boardIdOfKey, isLastWriteOfScope } from './write-scope';

/**
 * What a caller may add to a mutation hook: its own callbacks, `meta`, and later the
 * onMutate/onError pair of an optimistic update. The mutation function, its key and the
 * invalidation are fixed by the hook.
 */
export type MutationHookOptions<TData, TVariables, TOnMutateResult = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TOnMutateResult>,
  'mutationFn' | 'mutationKey'
> & {
  /**
   * A saved write's answer is the server's record after it: `show` writes it into the caches
   * when the write's scope settles (`scope-settling.ts`), and only `invalidates` is read again,
   * instead of the definition's keys. A failed write invalidates the definition's keys.
   */
  answer?: {
    /** Whether the answer says all the write changed (by default, always). */
    says?: (variables: TVariables) => boolean;
    /** `last`: see `ShowAnswer`. */
    show: (data: TData, variables: TVariables, last: boolean) => void;
    invalidates: (variables: TVariables) => readonly QueryKey[];
  };
};

interface MutationDefinition<TData, TVariables extends WriteVariables> {
  /** Lets `useIsMutating({ mutationKey })` spot concurrent writes of one kind. */
  mutationKey: QueryKey;
  mutate: (client: ApiClient, variables: TVariables) => Promise<TData>;
  /** Keys (prefixes) to invalidate once the mutation settles, whatever the outcome. */
  invalidates?: (variables: TVariables, data: TData | undefined) => readonly QueryKey[];
  /** Cache updates from a successful answer, instead of (or before) a refetch. */
  update?: (context: MutationFunctionContext, data: TData, variables: TVariables) => void;
}

/**
 * Builds a mutation hook: call the endpoint, then invalidate on settle. The returned promise
 * of onSettled keeps the mutation pending until the invalidated queries have refetched.
 * With a `scope` (`boardWriteScope`), only the last pending write of the scope refetches; the
 * earlier ones mark their keys stale, so queued optimistic changes are not overwritten by a
 * server state that does not have them yet.
 */
export function defineMutation<TData, TVariables extends WriteVariables>(
  definition: MutationDefinition<TData, TVariables>,
) {
  /** The hook's options, without React: for `MutationObserver` (the model-based test). */
  function mutationOptions<TOnMutateResult = unknown>(
    client: ApiClient,
    { answer, ...options }: MutationHookOptions<TData, TVariables, TOnMutateResult> = {},
  ): UseMutationOptions<TData, Error, TVariables, TOnMutateResult> {
    return {
      ...options,
      meta: { write: tag, ...options.meta },
      mutationKey: definition.mutationKey,
      mutationFn: (variables) =>
        attemptWrite(variables, () =>
          definition.mutate(client.withIdempotencyKey(idempotencyKeyOf(variables)), variables),
        ),
      onSuccess: async (data, variables, onMutateResult, context) => {
        definition.update?.(context, data, variables);
        await options.onSuccess?.(data, variables, onMutateResult, context);
      },
      onSettled: async (data, error, variables, onMutateResult, context) => {
        await options.onSettled?.(data, error, variables, onMutateResult, context);
        const saved = error === null && data !== undefined ? data : undefined;
        const answered = answer && saved !== undefined && (answer.says?.(variables) ?? true);
        const keys = answered
          ? answer.invalidates(variables)
          : (definition.invalidates?.(variables, data) ?? []);
        // The boards whose working set these keys cover (`boardKeys.detail(id)`, a prefix).
        const boards = new Set(
          keys.flatMap((queryKey) => (queryKey.length === 3 ? (boardIdOfKey(queryKey) ?? []) : [])),
        );
        if (answered) {
          const show = (last: boolean) => answer.show(saved, variables, last);
          if (options.scope) showAnswerLater(context.client, options.scope.id, show);
          else show(true);
        } else if (options.scope) {
          // The scope's last write may be one that settles from its answer: it reads this board.
          for (const boardId of boards) oweBoardRead(context.client, options.scope.id, boardId);
        }
        if (!isLastWriteOfScope(context.client, options.scope)) {
          await Promise.all(
            keys.map((queryKey) =>
              context.client.invalidateQueries({ queryKey, refetchType: 'none' }),
            ),
          );
          return;
        }
        if (options.scope) await settleScope(context.client, options.scope.id, boards);
        await Promise.all(keys.map((queryKey) => context.client.invalidateQueries({ queryKey })));
      },
    };
  }

  // Sent again after a reload as the bare request (the caller's callbacks are gone with the
  // page); hooks with an optimistic change register their own kind (`registerWrite`).
  const tag: WriteTag = { kind: `request:${definition.mutationKey.join('/')}`, params: null };
  registerWrite(tag.kind, (services) => mutationOptions(services.api));

  function useDefinedMutation<TOnMutateResult = unknown>(
    options: MutationHookOptions<TData, TVariables, TOnMutateResult> = {},
  ) {
    const client = useApiClient();
    return useMutation<TData, Error, TVariables, TOnMutateResult>(mutationOptions(client, options));
  }
  return Object.assign(useDefinedMutation, { options: mutationOptions });
}
