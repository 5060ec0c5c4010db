import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';
import {
  expectForbiddenBelow,
  expectInvalid,
  expectNotFound,
  expectUnauthenticated,
} from '../../../../test/contract/card-side';

const api = setupMockServer();

interface Entry {
  id: number;
  card_id: number;
  actor: { id: number; name: string };
  kind: string;
  data: Record<string, unknown>;
  at: string;
}
interface Page {
  entries: Entry[];
  next_cursor: string | null;
}

const page = async (query = '', token = TOKENS.view): Promise<Page> => {
  const res = await api.as(token).get<Page>(`/boards/1/activity${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

/** Every page, following `next_cursor`. */
async function everything(query = ''): Promise<Entry[]> {
  const entries: Entry[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const sep: string = query ? '&' : '?';
    const body: Page = await page(cursor ? `${query}${sep}cursor=${cursor}` : query);
    entries.push(...body.entries);
    cursor = body.next_cursor;
    if (cursor === null) return entries;
  }
  throw new Error('the feed did not end');
}

const column = (id: number, name: string) => ({ column_id: id, name });

describe('GET /boards/{board}/activity', () => {
  it('pages the seeded 90 days oldest first, 500 by default, and ends with next_cursor null', async () => {
    const first = await page();
    expect(first.entries).toHaveLength(500);
    expect(first.next_cursor).toEqual(expect.any(String));
    expect(first.entries[0]).toEqual({
      id: expect.any(Number),
      card_id: expect.any(Number),
      actor: { id: expect.any(Number), name: expect.any(String) },
      kind: 'created',
      data: { to: { column_id: 1, name: 'Backlog' } },
      at: expect.any(String),
    });
    const days = (Date.parse(first.entries[0]?.at ?? '') - api.now.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(-90);
    const all = await everything('?limit=100');
    expect(all.slice(0, 500)).toEqual(first.entries);
    const ids = all.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = all.map((e) => e.at);
    expect(times).toEqual([...times].sort());
    expect(all.every((e) => e.at <= api.now.toISOString())).toBe(true);
    const board = await api.as(TOKENS.view).get<{ cards: { id: number | string }[] }>('/boards/1');
    const onBoard = new Set(board.body.cards.map((c) => Number(c.id)));
    expect([...onBoard].every((id) => all.some((e) => e.card_id === id))).toBe(true);
  });

  it('limit 1..1000; anything else is 422 on limit; a bad cursor or since is 422', async () => {
    expect((await page('?limit=1')).entries).toHaveLength(1);
    const whole = await page('?limit=1000');
    expect(whole.entries.length).toBeGreaterThan(600);
    expect(whole.next_cursor).toBeNull();
    for (const limit of ['0', '1001', '-5', 'ten', '2.5']) {
      expectInvalid(await api.as(TOKENS.view).get(`/boards/1/activity?limit=${limit}`), 'limit');
    }
    expectInvalid(await api.as(TOKENS.view).get('/boards/1/activity?cursor=abc'), 'cursor');
    expectInvalid(await api.as(TOKENS.view).get('/boards/1/activity?since=yesterday'), 'since');
  });

  it('since keeps the entries at or after it', async () => {
    const all = await everything('?limit=1000');
    const middle = all[Math.floor(all.length / 2)];
    const since = await everything(`?since=${encodeURIComponent(middle?.at ?? '')}&limit=1000`);
    expect(since).toEqual(all.filter((e) => e.at >= (middle?.at ?? '')));
    expect(since[0]?.at).toBe(middle?.at);
    const future = await page(`?since=${encodeURIComponent('2030-01-01T00:00:00Z')}`);
    expect(future).toEqual({ entries: [], next_cursor: null });
  });

  it('a write appears at the end; a card moved back says from and to', async () => {
    await api.as(TOKENS.edit).patch('/boards/1/cards/19', { column_id: 2 });
    const since = encodeURIComponent(api.now.toISOString());
    const { entries } = await page(`?since=${since}`);
    expect(entries.at(-1)).toEqual({
      id: expect.any(Number),
      card_id: 19,
      actor: { id: 2, name: 'Eli Editor' },
      kind: 'moved',
      data: { from: column(4, 'Review'), to: column(2, 'Planned') },
      at: api.now.toISOString(),
    });
  });

  it('keeps a deleted card’s entries, followed by its deleted entry', async () => {
    const created = await api
      .as(TOKENS.edit)
      .post<{ id: number }>('/boards/1/cards', { column_id: 1, title: 'Short-lived' });
    const id = created.body.id;
    await api.as(TOKENS.edit).patch(`/boards/1/cards/${id}`, { column_id: 3 });
    expect((await api.as(TOKENS.edit).delete(`/boards/1/cards/${id}`)).status).toBe(200);
    const since = encodeURIComponent(api.now.toISOString());
    const mine = (await page(`?since=${since}`)).entries.filter((e) => e.card_id === id);
    expect(mine.map((e) => [e.kind, e.data])).toEqual([
      ['created', { to: column(1, 'Backlog') }],
      ['moved', { from: column(1, 'Backlog'), to: column(3, 'In Progress') }],
      ['deleted', {}],
    ]);
    const seededDeleted = (await everything('?limit=1000')).filter((e) => e.card_id === 27);
    expect(seededDeleted.at(-1)?.kind).toBe('deleted');
    expect(seededDeleted.length).toBeGreaterThan(1);
  });

  it('401, 404 for an unknown board, 403 below view (and to another tenant)', async () => {
    await expectUnauthenticated(api, (c) => c.get('/boards/1/activity'));
    expectNotFound(await api.as(TOKENS.view).get('/boards/999/activity'));
    await expectForbiddenBelow(api, 'view', (c) => c.get('/boards/1/activity'));
  });

  it('is per board: board 2 has none of board 1’s entries', async () => {
    const other = await api.as(TOKENS.manage).get<Page>('/boards/2/activity');
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ entries: [], next_cursor: null });
  });
});
