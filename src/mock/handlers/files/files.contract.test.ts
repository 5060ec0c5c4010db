import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';
import {
  expectForbiddenBelow,
  expectInvalid,
  expectNotFound,
  expectUnauthenticated,
} from '../../../../test/contract/card-side';

const api = setupMockServer();

const body = (meta: unknown = { node_id: 6, drive_id: 1 }) => ({
  name: 'calendar-sync.md',
  size_bytes: 42,
  mime_type: 'text/markdown',
  meta,
});
const attach = (card: number, input: unknown, token: string = TOKENS.interact) =>
  api
    .as(token)
    .post<{ file: Record<string, unknown> }>(`/boards/1/cards/${card}/files/attach`, input);

describe('POST /boards/{board}/cards/{card}/files/attach', () => {
  it('links a drive file (201) with http(s) URLs; files_count follows', async () => {
    const res = await attach(12, body());
    expect(res.status).toBe(201);
    expect(res.body.file).toEqual({
      id: expect.any(Number),
      identifier: expect.any(String),
      download_url: expect.stringMatching(/^https?:\/\//),
      content_url: expect.stringMatching(/^https?:\/\//),
      view_url: null,
    });
    const card = await api.as(TOKENS.view).get<{ files_count: number }>('/boards/1/cards/12');
    expect(card.body.files_count).toBe(2);
    const content = await api.raw(
      new URL(String(res.body.file.content_url)).pathname.replace(/^\/api/, ''),
      {
        headers: { Authorization: `Bearer ${TOKENS.view}` },
      },
    );
    expect(await content.text()).toContain('Calendar sync');
  });

  it('422 on custom_fields while a required field is empty, until it is filled', async () => {
    expectInvalid(await attach(15, body()), 'custom_fields');
    await api.as(TOKENS.edit).patch('/boards/1/cards/15', { custom_fields: { 2: 'p2' } });
    expect((await attach(15, body())).status).toBe(201);
  });

  it.each<[string, unknown, string]>([
    ['missing name', { ...body(), name: undefined }, 'name'],
    ['missing size', { ...body(), size_bytes: undefined }, 'size_bytes'],
    ['negative size', { ...body(), size_bytes: -1 }, 'size_bytes'],
    ['missing mime type', { ...body(), mime_type: undefined }, 'mime_type'],
    ['missing meta', { ...body(), meta: undefined }, 'meta'],
    ['meta without node_id', body({ drive_id: 1 }), 'meta.node_id'],
    ['meta with a text drive_id', body({ node_id: 6, drive_id: 'one' }), 'meta.drive_id'],
    ['a folder, not a file', body({ node_id: 1, drive_id: 1 }), 'meta.node_id'],
    ['a file of another drive', body({ node_id: 6, drive_id: 2 }), 'meta.drive_id'],
  ])('422: %s', async (_name, input, key) => {
    expectInvalid(await attach(12, input), key);
  });

  it('401, 404 for a card of another board, 403 below interact', async () => {
    await expectUnauthenticated(api, (c) => c.post('/boards/1/cards/12/files/attach', body()));
    expectNotFound(await attach(31, body(), TOKENS.manage));
    await expectForbiddenBelow(api, 'interact', (c) =>
      c.post('/boards/1/cards/12/files/attach', body()),
    );
  });
});
