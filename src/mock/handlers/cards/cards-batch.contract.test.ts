import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';
import { expectInvalid, expectUnauthenticated, qs } from '../../../../test/contract/card-side';

const api = setupMockServer();

type Pairs = [string, string | number][];
const batch = (pairs: Pairs, token: string = TOKENS.manage) =>
  api.as(token).get<{ cards: Record<string, unknown>[] }>(`/cards/info/batch${qs(pairs)}`);
const ids = (...values: (string | number)[]): Pairs => values.map((v) => ['ids[]', v]);

describe('GET /cards/info/batch', () => {
  it('returns id, title and number by default, in the order asked', async () => {
    const res = await batch(ids(31, 12));
    expect(res.status).toBe(200);
    expect(res.body.cards).toEqual([
      { id: 31, title: 'Push notifications on iOS', number: 1 },
      { id: 12, title: 'Mentions in comments', number: 12 },
    ]);
  });

  it('silently omits missing, deleted and inaccessible cards', async () => {
    // 27 deleted, 35 another tenant's board, 33 a public board the caller is not a member of, 999 missing.
    expect(
      (await batch(ids(12, 27, 35, 999, 33), TOKENS.edit)).body.cards.map((c) => c.id),
    ).toEqual([12]);
    expect((await batch(ids(31, 33), TOKENS.outsider)).body.cards).toEqual([]);
  });

  it('returns the asked fields and relations', async () => {
    const res = await batch([
      ...ids(13),
      ['options[fields][]', 'due_date_status'],
      ['options[fields][]', 'assignees_ids'],
      ['options[with][]', 'board'],
      ['options[with][]', 'column'],
    ]);
    expect(res.body.cards).toEqual([
      {
        id: 13,
        due_date_status: 'OVERDUE',
        assignees_ids: ['2', '7'],
        board: { id: 1, name: 'Product Roadmap', icon: '🗺️' },
        column: { id: 3, name: 'In Progress' },
      },
    ]);
  });

  it.each<[string, Pairs, string]>([
    ['missing ids', [], 'ids'],
    ['a non-integer id', ids(1, 'x'), 'ids.1'],
    ['an unknown field', [...ids(1), ['options[fields][]', 'secret']], 'options.fields.0'],
    ['an unknown relation', [...ids(1), ['options[with][]', 'owner']], 'options.with.0'],
  ])('422: %s', async (_name, pairs, key) => {
    expectInvalid(await batch(pairs), key);
  });

  it('401 without or with a bad token', async () => {
    await expectUnauthenticated(api, (c) => c.get(`/cards/info/batch${qs(ids(1))}`));
  });
});
