import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';
import { docWith, expectInvalid, expectUnauthenticated } from '../../../../test/contract/card-side';

const api = setupMockServer();

interface Notification {
  id: number;
  kind: string;
  card_id: number | null;
  comment_id: number | null;
  read_at: string | null;
}

const inbox = async (token: string) =>
  (await api.as(token).get<Notification[]>('/notifications')).body;

/** Gives Eli an unread mention (a notification that is not Maya's). */
async function mentionEli(): Promise<number> {
  await api
    .as(TOKENS.interact)
    .post('/boards/1/cards/12/comments', { content: docWith('See ', [{ id: 2, label: 'Eli' }]) });
  const id = (await inbox(TOKENS.edit))[0]?.id;
  if (id === undefined) throw new Error('no notification for Eli');
  return id;
}

describe('GET /notifications', () => {
  it('carries comment_id: null for notifications not made in a comment', async () => {
    const mine = await inbox(TOKENS.manage);
    expect(mine).toHaveLength(2);
    for (const n of mine) expect(n.comment_id).toBeNull();
  });
});

describe('POST /notifications/read', () => {
  it('marks the listed ones read and answers how many', async () => {
    const res = await api.as(TOKENS.manage).post('/notifications/read', { ids: [1] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 1 });
    const mine = await inbox(TOKENS.manage);
    expect(mine.find((n) => n.id === 1)?.read_at).toBe(api.now.toISOString());
    expect(mine.find((n) => n.id === 2)?.read_at).toBeNull();
  });

  it('all: true marks every one of the caller, and no one else', async () => {
    const eli = await mentionEli();
    const res = await api.as(TOKENS.manage).post('/notifications/read', { all: true });
    expect(res.body).toEqual({ updated: 2 });
    expect((await inbox(TOKENS.manage)).every((n) => n.read_at !== null)).toBe(true);
    expect((await inbox(TOKENS.edit)).find((n) => n.id === eli)?.read_at).toBeNull();
  });

  it("ignores other users' ids and ones already read", async () => {
    const eli = await mentionEli();
    const res = await api.as(TOKENS.manage).post('/notifications/read', { ids: [eli, 1, 999] });
    expect(res.body).toEqual({ updated: 1 });
    expect((await inbox(TOKENS.edit)).find((n) => n.id === eli)?.read_at).toBeNull();
    const again = await api.as(TOKENS.manage).post('/notifications/read', { ids: [1] });
    expect(again.body).toEqual({ updated: 0 });
  });

  it('422 on ids when neither ids nor all: true is given, or an id is not an integer', async () => {
    const as = api.as(TOKENS.manage);
    expectInvalid(await as.post('/notifications/read', {}), 'ids');
    expectInvalid(await as.post('/notifications/read', { ids: [] }), 'ids');
    expectInvalid(await as.post('/notifications/read', { all: false }), 'ids');
    expectInvalid(await as.post('/notifications/read', { ids: ['x'] }), 'ids.0');
    expectInvalid(await as.post('/notifications/read', { all: 'yes' }), 'all');
  });

  it('401 without a token', async () => {
    await expectUnauthenticated(api, (c) => c.post('/notifications/read', { all: true }));
  });
});
