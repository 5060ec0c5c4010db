/**
 * `task` over `items`, at most `limit` at a time, results in the items' order. (The import's
 * own, not `@/lib/concurrency-limit`: sharing that one split it into a chunk of its own, whose
 * name the first load's preload list then carries.)
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  const queue = items.entries();
  const worker = async () => {
    for (const [index, item] of queue) results[index] = await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
