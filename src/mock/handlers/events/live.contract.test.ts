import { afterEach, describe, expect, it } from 'vitest';
import { TOKENS, setupMockServer } from '../../../../test/contract/harness';

const api = setupMockServer();

interface Versioned {
  id: number;
  version: number;
  title?: string;
  name?: string;
}

interface Frame {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

/** An open event stream, read frame by frame; `next` waits for a frame that matches. */
function openStream(token: string, lastEventId?: number) {
  const controller = new AbortController();
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers['Last-Event-ID'] = String(lastEventId);
  const response = api.raw('/boards/1/events', { headers, signal: controller.signal });
  const frames: Frame[] = [];
  let buffer = '';
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  const decoder = new TextDecoder();

  async function readMore(): Promise<void> {
    if (!reader) {
      const opened = await response;
      if (!opened.body) throw new Error('no body');
      reader = opened.body.getReader();
    }
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended');
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
      }
      if (!fields.has('event')) continue;
      frames.push({
        id: Number(fields.get('id')),
        event: fields.get('event') ?? '',
        data: JSON.parse(fields.get('data') ?? '{}') as Record<string, unknown>,
      });
    }
  }

  let seen = 0;
  return {
    response,
    /** The next frame (after those already returned) that matches. */
    async next(matches: (frame: Frame) => boolean = () => true): Promise<Frame> {
      for (;;) {
        while (seen < frames.length) {
          const frame = frames[seen] as Frame;
          seen += 1;
          if (matches(frame)) return frame;
        }
        await readMore();
      }
    },
    close: () => controller.abort(),
  };
}

const streams: { close: () => void }[] = [];
function stream(token: string, lastEventId?: number) {
  const opened = openStream(token, lastEventId);
  streams.push(opened);
  return opened;
}
afterEach(() => {
  for (const opened of streams.splice(0)) opened.close();
});

/** A PATCH that says which version of the record it started from. */
function patchIfMatch(token: string, path: string, version: string | number, body: unknown) {
  return api.raw(path, {
    method: 'PATCH',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'If-Match': String(version),
    },
    body: JSON.stringify(body),
  });
}

const isPresence = (frame: Frame) => frame.event === 'presence';
const viewerIds = (frame: Frame) =>
  (frame.data.viewers as { id: number }[]).map((viewer) => viewer.id).sort();

describe('versions and If-Match (CONTRACT 4b)', () => {
  it('a card carries a version that grows with each write of it; a stale If-Match is a 412 with the card as it is', async () => {
    const editor = api.as(TOKENS.edit);
    const before = (await editor.get<Versioned>('/boards/1/cards/1')).body;
    expect(before.version).toBe(0);

    const saved = await patchIfMatch(TOKENS.edit, '/boards/1/cards/1', `"${before.version}"`, {
      title: 'Mine',
    });
    expect(saved.status).toBe(200);
    const after = (await saved.json()) as Versioned;
    expect(after.version).toBeGreaterThan(before.version);
    expect((await editor.get<Versioned>('/boards/1/cards/1')).body.version).toBe(after.version);

    const stale = await patchIfMatch(TOKENS.manage, '/boards/1/cards/1', String(before.version), {
      title: 'Theirs',
    });
    expect(stale.status).toBe(412);
    const refusal = (await stale.json()) as { message: string; current: Versioned };
    expect(refusal.message).toMatch(/changed/);
    expect(refusal.current).toMatchObject({ id: 1, title: 'Mine', version: after.version });
    expect(api.db().cards.find((card) => card.id === 1)?.title).toBe('Mine');

    // Without the header the write goes through, as before versions existed.
    expect((await editor.patch('/boards/1/cards/1', { title: 'Plain' })).status).toBe(200);
  });

  it('columns and checklist items refuse a stale If-Match too', async () => {
    const manager = api.as(TOKENS.manage);
    const column = (await manager.patch<Versioned>('/boards/1/columns/2', { name: 'Doing' })).body;
    const columnRefused = await patchIfMatch(
      TOKENS.manage,
      '/boards/1/columns/2',
      String(column.version - 1),
      { name: 'Stale' },
    );
    expect(columnRefused.status).toBe(412);
    expect(((await columnRefused.json()) as { current: Versioned }).current.name).toBe('Doing');

    const item = api.db().checklistItems[0];
    const checklist = api.db().checklists.find((candidate) => candidate.id === item?.checklist_id);
    if (!item || !checklist) throw new Error('the seed has no checklist item');
    const path = `/boards/1/cards/${checklist.card_id}/checklists/${checklist.id}/items/${item.id}`;
    const ticked = (await manager.patch<Versioned>(path, { is_completed: true })).body;
    const itemRefused = await patchIfMatch(TOKENS.manage, path, String(ticked.version - 1), {
      title: 'Stale',
    });
    expect(itemRefused.status).toBe(412);
    const current = (await manager.patch<Versioned>(path, { title: 'Fresh' })).body;
    expect(current.version).toBeGreaterThan(ticked.version);
  });
});

describe('ETag and If-None-Match on the board and card reads (CONTRACT 4b)', () => {
  it('answers 304 with no body while nothing was written, and a new tag after a write', async () => {
    const read = (tag?: string) =>
      api.raw('/boards/1', {
        headers: {
          Authorization: `Bearer ${TOKENS.view}`,
          ...(tag ? { 'If-None-Match': tag } : {}),
        },
      });
    const first = await read();
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[^"]+"$/);

    const unchanged = await read(tag ?? undefined);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    await api.as(TOKENS.edit).patch('/boards/1/cards/1', { title: 'Changed' });
    const changed = await read(tag ?? undefined);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
  });

  it('gives each reader their own tag, and tags the card read', async () => {
    const tagOf = async (token: string, path: string) =>
      (await api.raw(path, { headers: { Authorization: `Bearer ${token}` } })).headers.get('etag');
    expect(await tagOf(TOKENS.view, '/boards/1')).not.toBe(await tagOf(TOKENS.edit, '/boards/1'));
    const cardTag = await tagOf(TOKENS.view, '/boards/1/cards/1');
    const again = await api.raw('/boards/1/cards/1', {
      headers: { Authorization: `Bearer ${TOKENS.view}`, 'If-None-Match': cardTag ?? '' },
    });
    expect(again.status).toBe(304);
  });
});

describe('GET /boards/{board}/events (CONTRACT 4b)', () => {
  it('sends one event per committed write, with the actor and the board version as its id', async () => {
    const viewer = stream(TOKENS.view);
    await viewer.next(isPresence);

    await api.as(TOKENS.edit).patch('/boards/1/cards/1', { title: 'Renamed' });
    const renamed = await viewer.next((frame) => frame.event === 'card');
    expect(renamed.data).toMatchObject({ kind: 'updated', ids: [1], actor_id: 2 });
    expect(renamed.data.version).toBe(renamed.id);

    await api.as(TOKENS.edit).patch('/boards/1/cards/1', { column_id: 2, order: 1 });
    const moved = await viewer.next((frame) => frame.event === 'card');
    expect(moved).toMatchObject({ id: renamed.id + 1, data: { kind: 'moved', ids: [1] } });

    const column = await api.as(TOKENS.edit).post<Versioned>('/boards/1/columns', { name: 'QA' });
    const created = await viewer.next((frame) => frame.event === 'column');
    expect(created.data).toMatchObject({ kind: 'created', ids: [column.body.id] });
  });

  it('tells every board of the tenant about a common tag edited outside any board', async () => {
    const viewer = stream(TOKENS.view);
    await viewer.next(isPresence);
    const common = api.db().tags.find((tag) => tag.board_id == null && tag.cuid === 'acme');
    if (!common) throw new Error('the seed has no common tag');
    const edited = await api
      .as(TOKENS.manage)
      .patch(`/tags/common/${common.id}`, { name: 'Renamed', color: common.color });
    expect(edited.status).toBe(200);
    const event = await viewer.next((frame) => frame.event === 'tag');
    expect(event.data).toMatchObject({ kind: 'updated', ids: [common.id], actor_id: 1 });
  });

  it('resumes after Last-Event-ID, and says reset for an id it cannot resume from', async () => {
    const editor = api.as(TOKENS.edit);
    await editor.patch('/boards/1/cards/1', { title: 'One' });
    await editor.patch('/boards/1/cards/2', { title: 'Two' });
    const version = Object.values(api.db().boardEvents ?? {})[0]?.at(-1)?.version ?? 0;

    const resumed = stream(TOKENS.view, version - 1);
    const missed = await resumed.next((frame) => frame.event === 'card');
    expect(missed).toMatchObject({ id: version, data: { ids: [2] } });

    const lost = stream(TOKENS.view, version + 50);
    expect(await lost.next((frame) => frame.event !== 'presence')).toMatchObject({
      event: 'reset',
      id: version,
    });
  });

  it('tells everyone on the board who else has it open (presence)', async () => {
    const first = stream(TOKENS.view);
    expect(viewerIds(await first.next(isPresence))).toEqual([4]);

    const second = stream(TOKENS.edit);
    expect(viewerIds(await second.next(isPresence))).toEqual([2, 4]);
    expect(viewerIds(await first.next(isPresence))).toEqual([2, 4]);

    second.close();
    expect(viewerIds(await first.next(isPresence))).toEqual([4]);
  });

  it('answers 401 without a token and 403 to someone who cannot see the board', async () => {
    expect((await api.raw('/boards/1/events')).status).toBe(401);
    const outsider = await api.raw('/boards/1/events', {
      headers: { Authorization: `Bearer ${TOKENS.outsider}` },
    });
    expect(outsider.status).toBe(403);
  });
});
