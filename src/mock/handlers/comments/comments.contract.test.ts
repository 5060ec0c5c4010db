import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';
import {
  docWith,
  expectForbiddenBelow,
  expectInvalid,
  expectNotFound,
  expectUnauthenticated,
} from '../../../../test/contract/card-side';

const api = setupMockServer();

interface Comment {
  id: number;
  card_id: number;
  user: { id: number; name: string; avatar_url: string | null; deleted: boolean };
  content: string;
  created_at: string;
  updated_at: string;
  edited: boolean;
}

const PATH = '/boards/1/cards/12/comments';
const IDS = { manager: 1, editor: 2, member: 3, viewer: 4 };

const commentsCount = async (card: number): Promise<number | undefined> => {
  const board = await api
    .as(TOKENS.view)
    .get<{ cards: { id: number; comments_count: number }[] }>('/boards/1');
  return board.body.cards.find((c) => c.id === card)?.comments_count;
};

const deepDocument = (depth: number): string => {
  let node: Record<string, unknown> = { type: 'text', text: 'deep' };
  for (let i = 0; i < depth; i += 1) node = { type: 'paragraph', content: [node] };
  return JSON.stringify({ type: 'doc', content: [node] });
};

describe('GET /boards/{board}/cards/{card}/comments', () => {
  it('lists the live comments oldest first, with their authors', async () => {
    const res = await api.as(TOKENS.view).get<Comment[]>(PATH);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body[0]).toEqual({
      id: 1,
      card_id: 12,
      user: { id: IDS.member, name: 'Ines Interact', avatar_url: null, deleted: false },
      content: expect.stringContaining('"type":"doc"'),
      created_at: expect.any(String),
      updated_at: res.body[0]?.created_at,
      edited: false,
    });
    const times = res.body.map((c) => c.created_at);
    expect(times).toEqual([...times].sort());
    expect(res.body[1]?.content).toContain('"type":"mention"');
  });

  it('shows a soft-deleted author as such, name kept', async () => {
    const res = await api.as(TOKENS.view).get<Comment[]>('/boards/1/cards/13/comments');
    expect(res.body[0]?.user).toEqual({
      id: 7,
      name: 'Dana Departed',
      avatar_url: null,
      deleted: true,
    });
  });

  it('leaves deleted comments out', async () => {
    expect((await api.as(TOKENS.interact).delete(`${PATH}/1`)).status).toBe(204);
    const res = await api.as(TOKENS.view).get<Comment[]>(PATH);
    expect(res.body.map((c) => c.id)).toEqual([2, 3]);
  });

  it('401, 404 for a card of another board or a deleted card, 403 below view', async () => {
    await expectUnauthenticated(api, (c) => c.get(PATH));
    expectNotFound(await api.as(TOKENS.manage).get('/boards/2/cards/12/comments'));
    expectNotFound(await api.as(TOKENS.manage).get('/boards/1/cards/27/comments'));
    await expectForbiddenBelow(api, 'view', (c) => c.get(PATH));
  });
});

describe('POST /boards/{board}/cards/{card}/comments', () => {
  it('creates a comment (interact): 201, listed last, comments_count + 1', async () => {
    expect(await commentsCount(12)).toBe(3);
    const content = docWith('Shipping today.');
    const res = await api.as(TOKENS.interact).post<Comment>(PATH, { content });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      card_id: 12,
      user: { id: IDS.member, name: 'Ines Interact', avatar_url: null, deleted: false },
      content,
      created_at: api.now.toISOString(),
      updated_at: api.now.toISOString(),
      edited: false,
    });
    expect(await commentsCount(12)).toBe(4);
    const card = await api.as(TOKENS.view).get<{ comments_count: number }>('/boards/1/cards/12');
    expect(card.body.comments_count).toBe(4);
    const search = await api
      .as(TOKENS.view)
      .get<{ cards_summary: Record<string, { comments_count: number }> }>('/boards/1/search');
    expect(search.body.cards_summary['12']?.comments_count).toBe(4);
    const list = await api.as(TOKENS.view).get<Comment[]>(PATH);
    expect(list.body.at(-1)?.id).toBe(res.body.id);
  });

  it('validates content like card content: required, editor JSON, depth, length', async () => {
    const as = api.as(TOKENS.interact);
    expectInvalid(await as.post(PATH, {}), 'content');
    expectInvalid(await as.post(PATH, { content: null }), 'content');
    expectInvalid(await as.post(PATH, { content: 'plain text' }), 'content');
    expectInvalid(await as.post(PATH, { content: { type: 'doc' } }), 'content');
    expectInvalid(await as.post(PATH, { content: deepDocument(101) }), 'content');
    expectInvalid(await as.post(PATH, { content: docWith('x'.repeat(100_001)) }), 'content');
    expect((await as.post(PATH, { content: deepDocument(90) })).status).toBe(201);
  });

  it('ignores a __proto__ key in the body', async () => {
    const body = `{"content":${JSON.stringify(docWith('Hi'))},"__proto__":{"polluted":true}}`;
    const res = await api.raw(PATH, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKENS.interact}`, 'Content-Type': 'application/json' },
      body,
    });
    expect(res.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('422 on custom_fields when the card has a required field without a value', async () => {
    const res = await api
      .as(TOKENS.interact)
      .post('/boards/1/cards/15/comments', { content: docWith('Hello') });
    expectInvalid(res, 'custom_fields');
  });

  it('401, 404 nesting, 403 below interact (viewer, outsider, stranger)', async () => {
    const body = { content: docWith('Hi') };
    await expectUnauthenticated(api, (c) => c.post(PATH, body));
    expectNotFound(await api.as(TOKENS.manage).post('/boards/2/cards/12/comments', body));
    expectNotFound(await api.as(TOKENS.manage).post('/boards/1/cards/27/comments', body));
    await expectForbiddenBelow(api, 'interact', (c) => c.post(PATH, body));
  });

  it('an Idempotency-Key resend returns the first answer and adds no second comment', async () => {
    const send = () =>
      api.raw(PATH, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${TOKENS.interact}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'comment-once',
        },
        body: JSON.stringify({ content: docWith('Once only') }),
      });
    const first = await send();
    const again = await send();
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await commentsCount(12)).toBe(4);
  });
});

describe('mentions in comments', () => {
  const mention = (id: number, label: string) => docWith('Look ', [{ id, label }]);

  it('notifies the mentioned member with kind mention, card_id and comment_id', async () => {
    const res = await api
      .as(TOKENS.interact)
      .post<Comment>(PATH, { content: mention(IDS.editor, 'Eli Editor') });
    const inbox = await api
      .as(TOKENS.edit)
      .get<{ kind: string; card_id: number; comment_id: number | null }[]>('/notifications');
    expect(inbox.body[0]).toMatchObject({ kind: 'mention', card_id: 12, comment_id: res.body.id });
  });

  it('card mentions carry comment_id null', async () => {
    await api
      .as(TOKENS.manage)
      .patch('/boards/1/cards/1', { content: mention(IDS.editor, 'Eli Editor') });
    const inbox = await api.as(TOKENS.edit).get<{ comment_id: number | null }[]>('/notifications');
    expect(inbox.body[0]).toMatchObject({ comment_id: null });
  });

  it('never notifies the author, and a silent member gets nothing', async () => {
    await api
      .as(TOKENS.edit)
      .patch('/boards/1/members/myself/notifications/preferences', { notification_mode: 'silent' });
    const before = api.db().notifications.length;
    const content = docWith('Note to ', [
      { id: IDS.member, label: 'Ines Interact' },
      { id: IDS.editor, label: 'Eli Editor' },
    ]);
    expect((await api.as(TOKENS.interact).post(PATH, { content })).status).toBe(201);
    expect(api.db().notifications.length).toBe(before);
  });

  it('an edit notifies only the newly mentioned', async () => {
    const first = mention(IDS.editor, 'Eli Editor');
    const created = await api.as(TOKENS.interact).post<Comment>(PATH, { content: first });
    const count = () => api.db().notifications.filter((n) => n.comment_id === created.body.id);
    expect(count()).toHaveLength(1);
    const both = docWith('Look ', [
      { id: IDS.editor, label: 'Eli Editor' },
      { id: IDS.manager, label: 'Maya Manager' },
    ]);
    await api.as(TOKENS.interact).patch(`${PATH}/${created.body.id}`, { content: both });
    expect(count().map((n) => n.user_id)).toEqual([IDS.editor, IDS.manager]);
  });
});

describe('PATCH /boards/{board}/cards/{card}/comments/{comment}', () => {
  it('the author edits: edited true, updated_at bumped', async () => {
    const stored = api.db().comments.find((c) => c.id === 1);
    if (!stored) throw new Error('seed comment 1 missing');
    const content = docWith('Mockups updated.');
    const res = await api.as(TOKENS.interact).patch<Comment>(`${PATH}/1`, { content });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, content, edited: true });
    expect(res.body.updated_at).toBe(api.now.toISOString());
    expect(res.body.created_at).toBe(stored.created_at);
    expect(res.body.created_at < res.body.updated_at).toBe(true);
  });

  it('403 for anyone but the author, managers included; 422 after the author check', async () => {
    const body = { content: docWith('Not mine') };
    for (const token of [
      TOKENS.manage,
      TOKENS.edit,
      TOKENS.view,
      TOKENS.outsider,
      TOKENS.stranger,
    ]) {
      const res = await api.as(token).patch(`${PATH}/1`, body);
      expect(res.status, token).toBe(403);
    }
    expect((await api.as(TOKENS.edit).patch(`${PATH}/1`, { content: 'x' })).status).toBe(403);
    expectInvalid(await api.as(TOKENS.interact).patch(`${PATH}/1`, { content: 'x' }), 'content');
  });

  it('404 for a comment of another card, a missing or deleted one', async () => {
    const body = { content: docWith('Hi') };
    expectNotFound(await api.as(TOKENS.interact).patch('/boards/1/cards/13/comments/1', body));
    expectNotFound(await api.as(TOKENS.interact).patch(`${PATH}/999`, body));
    await api.as(TOKENS.interact).delete(`${PATH}/1`);
    expectNotFound(await api.as(TOKENS.interact).patch(`${PATH}/1`, body));
  });
});

describe('DELETE /boards/{board}/cards/{card}/comments/{comment}', () => {
  it('the author deletes: 204, soft delete, comments_count - 1', async () => {
    const res = await api.as(TOKENS.interact).delete(`${PATH}/1`);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect(api.db().comments.find((c) => c.id === 1)?.deleted_at).toBe(api.now.toISOString());
    expect(await commentsCount(12)).toBe(2);
  });

  it("a manager may delete others' comments; an editor may not", async () => {
    expect((await api.as(TOKENS.edit).delete(`${PATH}/1`)).status).toBe(403);
    expect((await api.as(TOKENS.manage).delete(`${PATH}/1`)).status).toBe(204);
  });

  it('403 for viewers and non-members, 404 for strangers to the path', async () => {
    for (const token of [TOKENS.view, TOKENS.outsider, TOKENS.stranger]) {
      expect((await api.as(token).delete(`${PATH}/1`)).status, token).toBe(403);
    }
    expectNotFound(await api.as(TOKENS.manage).delete('/boards/1/cards/13/comments/1'));
    expectNotFound(await api.as(TOKENS.stranger).delete(`${PATH}/999`));
  });
});

describe('the event stream hears comments', () => {
  const lastEvent = () => api.db().boardEvents?.['1']?.at(-1);

  it('post, edit and delete are comment events with the card id', async () => {
    const created = await api.as(TOKENS.interact).post<Comment>(PATH, { content: docWith('A') });
    expect(lastEvent()).toMatchObject({
      event: 'comment',
      kind: 'created',
      ids: [created.body.id],
      card_id: 12,
    });
    await api.as(TOKENS.interact).patch(`${PATH}/${created.body.id}`, { content: docWith('B') });
    expect(lastEvent()).toMatchObject({ event: 'comment', kind: 'updated', card_id: 12 });
    await api.as(TOKENS.interact).delete(`${PATH}/${created.body.id}`);
    expect(lastEvent()).toMatchObject({
      event: 'comment',
      kind: 'deleted',
      ids: [created.body.id],
      card_id: 12,
    });
  });
});
