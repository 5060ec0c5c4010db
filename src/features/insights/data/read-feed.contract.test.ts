import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api';
import { TOKENS, setupMockServer } from '../../../../test/contract/harness';
import { readFeed } from './use-board-feed';

const api = setupMockServer();
const viewer = () => createApiClient({ baseUrl: api.baseUrl, token: TOKENS.view });

describe('readFeed against the mock', () => {
  it('reads every page into flow events, then only what came since', async () => {
    const first = await readFeed(viewer(), 1, undefined);
    const moves = first.events.filter((e) => e.kind === 'created' || e.kind === 'moved');
    expect(moves.length).toBeGreaterThan(400);
    expect(first.events.some((e) => e.kind === 'deleted')).toBe(true);
    expect(first.version).toBe(1);

    // Nothing new: the same object, so nothing downstream computes again.
    expect(await readFeed(viewer(), 1, first)).toBe(first);

    await api.as(TOKENS.edit).patch('/boards/1/cards/19', { column_id: 5 });
    const next = await readFeed(viewer(), 1, first);
    expect(next.version).toBe(2);
    expect(next.events.slice(0, first.events.length)).toEqual(first.events);
    expect(next.events.slice(first.events.length)).toEqual([
      { cardId: 19, at: api.now.getTime(), kind: 'moved', to: 5 },
    ]);

    // A second write at the same instant: `since` returns the first again; it is not repeated.
    await api.as(TOKENS.edit).patch('/boards/1/cards/18', { column_id: 5 });
    const third = await readFeed(viewer(), 1, next);
    expect(third.events.slice(next.events.length).map((e) => e.cardId)).toEqual([18]);
  });
});
