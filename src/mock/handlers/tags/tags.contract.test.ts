import { describe, expect, it } from 'vitest';
import { TOKENS, tokensBelow, setupMockServer } from '../../../../test/contract/harness';

const api = setupMockServer();

interface TagResponse {
  tag: {
    id: number;
    board_id: number | null;
    name: string;
    color: string;
    description: string | null;
  };
  tag_list_item_html: string;
}

describe('POST /boards/{board}/tags', () => {
  it('creates a board tag (201) with an escaped HTML snippet', async () => {
    const res = await api.as(TOKENS.edit).post<TagResponse>('/boards/1/tags', {
      name: '<b>Ops</b>',
      color: '#A1B2C3',
      description: 'Say "hi" & <script>',
    });
    expect(res.status).toBe(201);
    expect(res.body.tag).toMatchObject({
      board_id: 1,
      name: '<b>Ops</b>',
      color: '#A1B2C3',
      description: 'Say "hi" & <script>',
    });
    expect(res.body.tag).not.toHaveProperty('cuid');
    expect(res.body.tag_list_item_html).toContain('&lt;b&gt;Ops&lt;/b&gt;');
    expect(res.body.tag_list_item_html).toContain('Say &quot;hi&quot; &amp; &lt;script&gt;');
    expect(res.body.tag_list_item_html).not.toContain('<script>');
    const board = await api.as(TOKENS.edit).get<{ tags: Record<string, unknown> }>('/boards/1');
    expect(board.body.tags[String(res.body.tag.id)]).toBeDefined();
  });

  it.each([
    [{ color: '#ffffff' }, 'name', 'The name field is required.'],
    [{ name: 'A', color: '#ffffff' }, 'name', 'The name field must be at least 2 characters.'],
    [
      { name: 'x'.repeat(41), color: '#ffffff' },
      'name',
      'The name field must not be greater than 40 characters.',
    ],
    [{ name: 'frontend', color: '#ffffff' }, 'name', 'The name has already been taken.'],
    [{ name: 'Ops' }, 'color', 'The color field is required.'],
    [{ name: 'Ops', color: 'red' }, 'color', 'The color field must be a valid hexadecimal color.'],
    [{ name: 'Ops', color: '#fff' }, 'color', 'The color field must be a valid hexadecimal color.'],
    [
      { name: 'Ops', color: '#ffffff', description: 'ab' },
      'description',
      'The description field must be at least 3 characters.',
    ],
    [
      { name: 'Ops', color: '#ffffff', description: 'x'.repeat(251) },
      'description',
      'The description field must not be greater than 250 characters.',
    ],
  ])('422 for %j', async (body, key, message) => {
    const res = await api.as(TOKENS.edit).post('/boards/1/tags', body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { [key]: [message] } });
  });

  it('a name of another board is free', async () => {
    expect(
      (await api.as(TOKENS.manage).post('/boards/2/tags', { name: 'Frontend', color: '#000000' }))
        .status,
    ).toBe(201);
  });

  it('401, 404, 403 below edit', async () => {
    const body = { name: 'Ops', color: '#ffffff' };
    expect((await api.as(null).post('/boards/1/tags', body)).status).toBe(401);
    expect((await api.as(TOKENS.edit).post('/boards/77/tags', body)).status).toBe(404);
    for (const token of tokensBelow('edit')) {
      expect((await api.as(token).post('/boards/1/tags', body)).status).toBe(403);
    }
  });
});

describe('PATCH /tags/common/{tag}', () => {
  it('updates a common tag for a manager of a board of the tenant', async () => {
    const res = await api
      .as(TOKENS.manage)
      .patch<TagResponse>('/tags/common/1', { name: 'Hot', color: '#123456', description: null });
    expect(res.status).toBe(200);
    expect(res.body.tag).toMatchObject({
      id: 1,
      board_id: null,
      name: 'Hot',
      color: '#123456',
      description: null,
    });
    expect(res.body.tag_list_item_html).toContain('Hot');
  });

  it('404 for a board tag, a missing tag or a non-integer id', async () => {
    for (const path of ['/tags/common/3', '/tags/common/999', '/tags/common/x']) {
      expect(
        (await api.as(TOKENS.manage).patch(path, { name: 'Hot', color: '#123456' })).status,
      ).toBe(404);
    }
  });

  it('403 without manage on a board of the tag’s tenant', async () => {
    for (const token of [
      TOKENS.edit,
      TOKENS.interact,
      TOKENS.view,
      TOKENS.outsider,
      TOKENS.stranger,
    ]) {
      expect(
        (await api.as(token).patch('/tags/common/1', { name: 'Hot', color: '#123456' })).status,
      ).toBe(403);
    }
    // Sam manages a board of his own tenant: he may edit its common tag.
    expect(
      (await api.as(TOKENS.stranger).patch('/tags/common/9', { name: 'Globex', color: '#123456' }))
        .status,
    ).toBe(200);
  });

  it.each([
    [{ color: '#123456' }, 'name', 'The name field is required.'],
    [{ name: 'Customer', color: '#123456' }, 'name', 'The name has already been taken.'],
    [
      { name: 'Hot', color: '123456' },
      'color',
      'The color field must be a valid hexadecimal color.',
    ],
    [
      { name: 'Hot', color: '#123456', description: 'no' },
      'description',
      'The description field must be at least 3 characters.',
    ],
  ])('422 for %j', async (body, key, message) => {
    const res = await api.as(TOKENS.manage).patch('/tags/common/1', body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message, errors: { [key]: [message] } });
  });

  it('401 without a token', async () => {
    expect((await api.as(null).patch('/tags/common/1', {})).status).toBe(401);
  });
});
