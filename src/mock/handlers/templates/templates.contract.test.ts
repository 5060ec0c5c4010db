import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';
import {
  expectForbiddenBelow,
  expectNotFound,
  expectUnauthenticated,
} from '../../../../test/contract/card-side';

const api = setupMockServer();

describe('GET /boards/{board}/card-templates (extension)', () => {
  it('lists the board templates and the tenant-wide ones', async () => {
    const res = await api
      .as(TOKENS.view)
      .get<Record<string, unknown>[]>('/boards/1/card-templates');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        id: 1,
        name: 'Bug report',
        title: 'Fix: ',
        tags_ids: [6],
        cover_color: '#ef4444',
        content: expect.any(String),
        checklists: [{ title: 'Triage', items: ['Reproduce', 'Write a failing test', 'Fix'] }],
      }),
      expect.objectContaining({ id: 2, name: 'Feature brief' }),
    ]);
    const other = await api.as(TOKENS.manage).get<{ id: number }[]>('/boards/2/card-templates');
    expect(other.body.map((t) => t.id)).toEqual([2]);
  });

  it('401, 404, 403 below view', async () => {
    await expectUnauthenticated(api, (c) => c.get('/boards/1/card-templates'));
    expectNotFound(await api.as(TOKENS.manage).get('/boards/99/card-templates'));
    await expectForbiddenBelow(api, 'view', (c) => c.get('/boards/1/card-templates'));
  });
});
