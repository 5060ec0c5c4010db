import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { boardKeys } from '@/api/queries/keys';
import { BOARD_POLL_MS, createAppQueryClient } from './query-client';

describe('polling an open board (issue 14, the fallback without a stream)', () => {
  const client = createAppQueryClient({ onUnauthenticated: () => undefined });
  const interval = client.getDefaultOptions().queries?.refetchInterval as (
    query: Pick<Query, 'queryKey'>,
  ) => number | false;

  it("reads a board's working set again every 10 s, and nothing read under it", () => {
    expect(interval({ queryKey: boardKeys.detail(1) })).toBe(BOARD_POLL_MS);
    expect(BOARD_POLL_MS).toBe(10_000);
    expect(interval({ queryKey: boardKeys.members(1) })).toBe(false);
    expect(interval({ queryKey: boardKeys.list() })).toBe(false);
  });

  it("waits while the board's writes are on their way (a read would hide them)", async () => {
    let finish: (value: null) => void = () => undefined;
    let started: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (started = resolve));
    const mutation = client.getMutationCache().build(client, {
      scope: boardWriteScope(1),
      mutationFn: () => {
        started();
        return new Promise<null>((resolve) => (finish = resolve));
      },
    });
    const running = mutation.execute(undefined);
    expect(interval({ queryKey: boardKeys.detail(1) })).toBe(false);
    expect(interval({ queryKey: boardKeys.detail(2) })).toBe(BOARD_POLL_MS);
    await sent;
    finish(null);
    await running;
    expect(interval({ queryKey: boardKeys.detail(1) })).toBe(BOARD_POLL_MS);
  });
});
