import { afterEach, describe, expect, it } from 'vitest';
import { TOKENS, setupMockServer } from '../../../../test/contract/harness';
import { createEventStreamParser, type StreamEvent } from '@/api/live/event-stream-parser';

const api = setupMockServer();

interface Frame {
  event: string;
  data: { board_id: number; ids: number[]; actor_id: number; kind: string };
}

/** `GET /me/events` read frame by frame; `next` waits for the next frame. */
function openMyEvents(token: string) {
  const controller = new AbortController();
  const response = api.raw('/me/events', {
    headers: { Authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  const parser = createEventStreamParser((event: StreamEvent) =>
    frames.push({ event: event.event, data: JSON.parse(event.data) as Frame['data'] }),
  );
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  const decoder = new TextDecoder();
  const opened = (async () => {
    const answer = await response;
    if (!answer.body) throw new Error('no body');
    reader = answer.body.getReader();
    // The first chunk says it is open: writes after it are followed.
    const first = await reader.read();
    parser.push(decoder.decode(first.value, { stream: true }));
    return answer;
  })();
  return {
    opened,
    async next(): Promise<Frame> {
      await opened;
      while (frames.length === 0) {
        if (!reader) throw new Error('not open');
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        parser.push(decoder.decode(value, { stream: true }));
      }
      return frames.shift() as Frame;
    },
    close: () => controller.abort(),
  };
}

const streams: { close: () => void }[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
function follow(token: string) {
  const stream = openMyEvents(token);
  streams.push(stream);
  return stream;
}

describe('GET /me/events (My work: every board I see in one stream)', () => {
  it('is an event stream that carries the writes of every board I see, each with its board', async () => {
    const maya = follow(TOKENS.manage);
    const answer = await maya.opened;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);

    expect((await api.as(TOKENS.edit).patch('/boards/1/cards/3', { title: 'A' })).status).toBe(200);
    const first = await maya.next();
    expect(first).toMatchObject({
      event: 'card',
      data: { board_id: 1, ids: [3], kind: 'updated' },
    });
    expect(first.data.actor_id).toBe(2);

    expect((await api.as(TOKENS.manage).patch('/boards/2/cards/31', { title: 'B' })).status).toBe(
      200,
    );
    expect(await maya.next()).toMatchObject({ event: 'card', data: { board_id: 2, ids: [31] } });
  });

  it('leaves out boards the caller cannot see, and needs a token', async () => {
    // Olga is not a member of board 1 (private); board 3 is public.
    const olga = follow(TOKENS.outsider);
    await olga.opened;
    await api.as(TOKENS.edit).patch('/boards/1/cards/3', { title: 'Hidden' });
    await api.as(TOKENS.manage).patch('/boards/3/cards/33', { title: 'Public' });
    expect(await olga.next()).toMatchObject({ data: { board_id: 3, ids: [33] } });

    expect((await api.raw('/me/events')).status).toBe(401);
  });
});
