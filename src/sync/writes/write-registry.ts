import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/http/client';

/** What a write's builder gets to rebuild its request and its optimistic change. */
export interface WriteServices {
  queryClient: QueryClient;
  api: ApiClient;
}

/** Kept in a write's `meta.write`: how the outbox names it and rebuilds it after a reload. */
export interface WriteTag {
  kind: string;
  params: unknown;
}

// The builders return options of many shapes; the outbox only hands them back to React Query.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWriteOptions = MutationOptions<any, Error, any, any>;
type Builder = (services: WriteServices, params: never) => AnyWriteOptions;

const builders = new Map<string, Builder>();

/**
 * Registers a write under a name. The hook builds its options through the returned function,
 * which tags them with the name and `params` (ids, kept with the outbox record); after a
 * reload the outbox calls the same builder, so the write is sent again with the same request,
 * optimistic change and undo as the first time. `params` must survive structured cloning.
 */
export function registerWrite<TParams, TOptions extends AnyWriteOptions>(
  kind: string,
  build: (services: WriteServices, params: TParams) => TOptions,
): (services: WriteServices, params: TParams) => TOptions {
  const tagged = (services: WriteServices, params: TParams): TOptions =>
    tagWrite(build(services, params), { kind, params });
  builders.set(kind, tagged as Builder);
  return tagged;
}

export function tagWrite<TOptions extends AnyWriteOptions>(options: TOptions, tag: WriteTag) {
  return { ...options, meta: { ...options.meta, write: tag } };
}

/** The builder of a registered write, once its module has been loaded. */
export function writeBuilder(
  kind: string,
): ((services: WriteServices, params: unknown) => AnyWriteOptions) | undefined {
  return builders.get(kind) as
    ((services: WriteServices, params: unknown) => AnyWriteOptions) | undefined;
}

export function writeTagOf(meta: unknown): WriteTag | null {
  if (typeof meta !== 'object' || meta === null || !('write' in meta)) return null;
  const { write } = meta;
  if (typeof write !== 'object' || write === null) return null;
  return 'kind' in write && typeof write.kind === 'string'
    ? { kind: write.kind, params: 'params' in write ? write.params : null }
    : null;
}
