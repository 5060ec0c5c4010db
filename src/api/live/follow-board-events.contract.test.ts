import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS, setupMockServer } from '../../../test/contract/harness';
import { createApiClient } from '../http/client';
import type { LiveBoardEvent } from './board-events';
import { followBoardEvents, type LiveStreamStatus } from './follow-board-events';

const api = setupMockServer();

/** A follower as `token`, recording what it hears; `fetchFn` may stand in for the network. */
function follow(token: string, fetchFn: typeof fetch = (input, init) => fetch(input, init)) {
  const events: LiveBoardEvent[] = [];
  const statuses: LiveStreamStatus[] = [];
  const client = createApiClient({ baseUrl: api.baseUrl, token, fetchFn });
  const stop = followBoardEvents(client, 1, {
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    random: () => 0.5,
  });
  stops.push(stop);
  return { events, statuses, stop };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const changes = (events: readonly LiveBoardEvent[]) =>
  events.flatMap((event) => (event.type === 'change' ? [event] : []));

describe('followBoardEvents against the Node server', () => {
  it('goes live, hears who is there, and hears a teammate move a card', async () => {
    const follower = follow(TOKENS.view);
    await vi.waitFor(() => expect(follower.statuses).toContain('live'));
    await vi.waitFor(() =>
      expect(follower.events).toContainEqual({
        type: 'presence',
        viewers: [expect.objectContaining({ name: 'Vic Viewer' })],
      }),
    );

    const moved = await api.as(TOKENS.edit).patch<{ version: number }>('/boards/1/cards/1', {
      column_id: 2,
      order: 0,
    });
    expect(moved.status).toBe(200);
    await vi.waitFor(() =>
      expect(changes(follower.events)).toContainEqual({
        type: 'change',
        topic: 'card',
        change: expect.objectContaining({
          kind: 'moved',
          ids: [1],
          version: moved.body.version,
        }) as unknown,
      }),
    );
    expect(follower.statuses).toEqual(['connecting', 'live']);
  });

  it('after a dropped connection, reconnects with Last-Event-ID and gets what it missed', async () => {
    const connections: AbortController[] = [];
    const lastEventIds: (string | null)[] = [];
    const follower = follow(TOKENS.view, (input, init) => {
      const line = new AbortController();
      init?.signal?.addEventListener('abort', () => line.abort(), { once: true });
      connections.push(line);
      lastEventIds.push(new Headers(init?.headers).get('last-event-id'));
      return fetch(input, { ...init, signal: line.signal });
    });
    const editor = api.as(TOKENS.edit);
    await vi.waitFor(() => expect(follower.statuses).toContain('live'));
    const first = await editor.patch<{ version: number }>('/boards/1/cards/1', { title: 'One' });
    await vi.waitFor(() => expect(changes(follower.events)).toHaveLength(1));

    connections[0]?.abort(); // the line drops
    await vi.waitFor(() => expect(follower.statuses).toContain('reconnecting'));
    const missed = await editor.patch<{ version: number }>('/boards/1/cards/2', { title: 'Two' });

    await vi.waitFor(() => expect(changes(follower.events)).toHaveLength(2), { timeout: 5000 });
    expect(lastEventIds[1]).not.toBeNull();
    expect(Number(lastEventIds[1])).toBeGreaterThanOrEqual(first.body.version);
    expect(changes(follower.events)[1]?.change).toMatchObject({
      ids: [2],
      version: missed.body.version,
    });
    expect(follower.statuses.at(-1)).toBe('live');
  });

  it('gives up for polling when the server has no stream, without trying again', async () => {
    let calls = 0;
    const missing = follow(TOKENS.view, () => {
      calls += 1;
      return Promise.resolve(Response.json({ message: 'Not found.' }, { status: 404 }));
    });
    await vi.waitFor(() => expect(missing.statuses).toEqual(['connecting', 'unsupported']));

    const plain = follow(TOKENS.view, () => Promise.resolve(Response.json({ board: {} })));
    await vi.waitFor(() => expect(plain.statuses).toEqual(['connecting', 'unsupported']));
    expect(calls).toBe(1);
  });

  it('a refused token keeps trying (the user may sign in again) instead of giving up', async () => {
    const follower = follow('not-a-token');
    await vi.waitFor(() => expect(follower.statuses).toContain('reconnecting'));
    expect(follower.statuses).not.toContain('unsupported');
  });
});
