/**
 * A gate that lets at most `limit` tasks run at once; the others wait their turn, first come
 * first served. A task that fails frees its place like one that succeeds.
 */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        task().then(resolve, reject).finally(next);
      };
      if (running < limit) start();
      else waiting.push(start);
    });
}
