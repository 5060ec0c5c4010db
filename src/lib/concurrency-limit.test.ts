import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

describe('concurrencyLimit', () => {
  it('runs at most the limit at once, in order, and frees a place on failure', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const task = (id: number, fail = false) =>
      limit(async () => {
        started.push(id);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        if (fail) throw new Error(`task ${id}`);
        return id;
      });
    const results = [task(1, true), task(2), task(3), task(4)].map((p) =>
      p.then(
        (value) => ({ value }),
        (error: unknown) => ({ error: String(error) }),
      ),
    );
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    releases[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([1, 2, 3]);
    releases[1]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([1, 2, 3, 4]);
    releases[2]?.();
    releases[3]?.();
    expect(await Promise.all(results)).toEqual([
      { error: 'Error: task 1' },
      { value: 2 },
      { value: 3 },
      { value: 4 },
    ]);
    expect(most).toBe(2);
  });
});
