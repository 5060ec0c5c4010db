import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';
import {
  expectForbiddenBelow,
  expectInvalid,
  expectNotFound,
  expectUnauthenticated,
  qs,
} from '../../../../test/contract/card-side';

const api = setupMockServer();

interface Relation {
  id: number;
  kind: string;
  card: { id: number; board_id?: number; number?: number; title?: string; hidden?: true };
}
interface ListedCard {
  id: number;
  relations?: Record<string, number | null>;
}

const relationsOf = async (card: number, token: string = TOKENS.view, board = 1) =>
  (await api.as(token).get<Relation[]>(`/boards/${board}/cards/${card}/relations`)).body;

const summaries = async (token: string = TOKENS.view) => {
  const res = await api.as(token).get<{ cards: ListedCard[] }>('/boards/1');
  return new Map(res.body.cards.map((card) => [card.id, card.relations]));
};

const relate = (card: number, kind: string, cardId: number, token: string = TOKENS.edit) =>
  api.as(token).post<Relation>(`/boards/1/cards/${card}/relations`, { kind, card_id: cardId });

/** The 422's message on `card_id`. */
const cardIdError = (res: { body: unknown }) =>
  (res.body as { errors?: { card_id?: string[] } }).errors?.card_id?.[0];

/** A live card of board 2 (Mobile App), which the editor may view and the member may not. */
const boardTwoCard = () => {
  const card = api.db().cards.find((c) => c.board_id === 2 && c.deleted_at == null);
  if (!card) throw new Error('board 2 has no card');
  return card;
};

describe('GET /boards/{board}/cards/{card}/relations (CONTRACT 4d)', () => {
  it("lists the seed's relations from each side, with the other card", async () => {
    const parent = await relationsOf(20);
    expect(parent.map((r) => [r.kind, r.card.id])).toEqual([
      ['child', 3],
      ['child', 14],
      ['child', 23],
    ]);
    expect(parent[2]?.card).toEqual({
      id: 23,
      board_id: 1,
      number: 23,
      title: 'Card covers',
      column_id: expect.any(Number),
      completed: true,
      archived_at: null,
      deleted_at: null,
    });
    expect((await relationsOf(3)).map((r) => [r.kind, r.card.id])).toEqual([['parent', 20]]);
    expect((await relationsOf(18)).map((r) => [r.kind, r.card.id])).toEqual([['blocked_by', 17]]);
    expect((await relationsOf(17)).map((r) => [r.kind, r.card.id])).toEqual([['blocks', 18]]);
    expect((await relationsOf(7)).map((r) => [r.kind, r.card.id])).toEqual([['relates_to', 15]]);
    expect(await relationsOf(1)).toEqual([]);
  });

  it("puts each card's summary in the board read and the card read; none on a card without", async () => {
    const all = await summaries();
    expect(all.get(18)).toEqual({ blocked_by_open: 1 });
    expect(all.get(17)).toEqual({ blocks: 1 });
    expect(all.get(20)).toEqual({ children: 3, children_done: 1 });
    expect(all.get(3)).toEqual({ parent_id: 20 });
    expect(all.get(1)).toBeUndefined();
    const card = await api.as(TOKENS.view).get<ListedCard>('/boards/1/cards/20');
    expect(card.body.relations).toEqual({ children: 3, children_done: 1 });
  });

  it('401, 404 and who may read', async () => {
    await expectUnauthenticated(api, (caller) => caller.get('/boards/1/cards/20/relations'));
    expectNotFound(await api.as(TOKENS.view).get('/boards/1/cards/9999/relations'));
    expect((await api.as(TOKENS.outsider).get('/boards/1/cards/20/relations')).status).toBe(403);
  });
});

describe('POST /boards/{board}/cards/{card}/relations', () => {
  it('writes both sides at once, and the same relation twice is the one there', async () => {
    const res = await relate(1, 'blocks', 2);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'blocks', card: { id: 2, number: 2 } });
    expect((await relationsOf(2)).map((r) => [r.id, r.kind, r.card.id])).toEqual([
      [res.body.id, 'blocked_by', 1],
    ]);
    const again = await relate(2, 'blocked_by', 1);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(res.body.id);
    const all = await summaries();
    expect(all.get(2)).toEqual({ blocked_by_open: 1 });
    expect(all.get(1)).toEqual({ blocks: 1 });
  });

  it('sets a parent from either side', async () => {
    expect((await relate(5, 'parent', 4)).status).toBe(201);
    expect((await relate(4, 'child', 2)).status).toBe(201);
    const all = await summaries();
    expect(all.get(4)).toEqual({ children: 2 });
    expect(all.get(5)).toEqual({ parent_id: 4 });
    expect(all.get(2)).toEqual({ parent_id: 4 });
  });

  it('refuses a loop of blockers, naming the cards', async () => {
    expect((await relate(18, 'blocks', 19)).status).toBe(201);
    const res = await relate(19, 'blocks', 17);
    expectInvalid(res, 'card_id');
    const message = cardIdError(res);
    expect(message).toContain('#17 Attach drive files to cards');
    expect(message).toContain('#18 Export board to the drive');
    expect(message).toContain('#19 List view with sorting');
    // A loop of two, from the blocked side.
    expectInvalid(await relate(17, 'blocked_by', 18), 'card_id');
    expect(await relationsOf(17)).toHaveLength(1);
  });

  it('refuses a second parent and a loop of parents, naming the cards', async () => {
    const second = await relate(3, 'parent', 12);
    expectInvalid(second, 'card_id');
    expect(cardIdError(second)).toBe(
      '#3 Keyboard shortcuts cheat sheet already has a parent: #20 Accessibility pass on dialogs.',
    );
    const loop = await relate(20, 'parent', 3);
    expectInvalid(loop, 'card_id');
    expect(cardIdError(loop)).toContain('That would make a loop');
    // Its own parent again is the relation already there.
    expect((await relate(3, 'parent', 20)).status).toBe(200);
  });

  it("refuses itself, an unknown or deleted card, another tenant's card and a bad kind", async () => {
    expectInvalid(await relate(1, 'blocks', 1), 'card_id');
    expectInvalid(await relate(1, 'blocks', 99_999), 'card_id');
    expectInvalid(await relate(1, 'blocks', 27), 'card_id');
    const foreign = api.db().cards.find((c) => c.board_id === 4);
    if (!foreign) throw new Error('board 4 has no card');
    expectInvalid(await relate(1, 'relates_to', foreign.id), 'card_id');
    expectInvalid(await relate(1, 'waits_for', 2), 'kind');
    expectInvalid(await api.as(TOKENS.edit).post('/boards/1/cards/1/relations', {}), 'kind');
  });

  it('relates cards across boards of the tenant; who may not view the other board sees it hidden', async () => {
    const other = boardTwoCard();
    expect((await relate(1, 'relates_to', other.id)).status).toBe(201);
    const seen = await relationsOf(1, TOKENS.edit);
    expect(seen[0]?.card).toMatchObject({ id: other.id, board_id: 2, title: other.title });
    const hidden = await relationsOf(1, TOKENS.interact);
    expect(hidden[0]?.card).toEqual({ id: other.id, hidden: true });
    // The other board's card has the relation too.
    expect(
      (await api.as(TOKENS.manage).get(`/boards/2/cards/${other.id}/relations`)).body,
    ).toMatchObject([{ kind: 'relates_to', card: { id: 1 } }]);
  });

  it('needs edit on this board', async () => {
    await expectUnauthenticated(api, (caller) =>
      caller.post('/boards/1/cards/1/relations', { kind: 'blocks', card_id: 2 }),
    );
    await expectForbiddenBelow(api, 'edit', (caller) =>
      caller.post('/boards/1/cards/1/relations', { kind: 'blocks', card_id: 2 }),
    );
  });
});

describe('DELETE /boards/{board}/cards/{card}/relations/{relation}', () => {
  it('takes both sides away, from either card', async () => {
    const [relation] = await relationsOf(18);
    if (!relation) throw new Error('#18 has no relation');
    await expectForbiddenBelow(api, 'edit', (caller) =>
      caller.delete(`/boards/1/cards/18/relations/${relation.id}`),
    );
    expectNotFound(await api.as(TOKENS.edit).delete(`/boards/1/cards/1/relations/${relation.id}`));
    const res = await api.as(TOKENS.edit).delete(`/boards/1/cards/17/relations/${relation.id}`);
    expect(res.status).toBe(204);
    expect(await relationsOf(18)).toEqual([]);
    expect(await relationsOf(17)).toEqual([]);
    expect((await summaries()).get(18)).toBeUndefined();
  });
});

describe('relations in events, activity and search', () => {
  it("announces a relation on both cards' boards, and the cards it blocks when a blocker is done", async () => {
    const other = boardTwoCard();
    await relate(1, 'blocks', other.id);
    const events = api.db().boardEvents ?? {};
    expect(events['1']?.at(-1)).toMatchObject({
      event: 'relation',
      kind: 'created',
      ids: [1, other.id],
    });
    expect(events['2']?.at(-1)).toMatchObject({
      event: 'relation',
      kind: 'created',
      ids: [1, other.id],
    });

    const done = await api.as(TOKENS.edit).patch('/boards/1/cards/17', { completed: true });
    expect(done.status).toBe(200);
    expect(api.db().boardEvents?.['1']?.at(-1)).toMatchObject({
      event: 'relation',
      kind: 'updated',
      ids: [18],
    });
    expect((await summaries()).get(18)).toBeUndefined();
    expect((await relationsOf(18))[0]?.card).toMatchObject({ id: 17, completed: true });
  });

  it("logs the relation in both cards' activity, each from its side", async () => {
    await relate(4, 'blocked_by', 5);
    const activity = async (card: number) =>
      (
        await api
          .as(TOKENS.view)
          .get<{ kind: string; data: unknown }[]>(`/boards/1/cards/${card}/activity`)
      ).body;
    expect((await activity(4))[0]).toMatchObject({
      kind: 'related',
      data: { kind: 'blocked_by', card: { id: 5, number: 5, title: 'Audit log export' } },
    });
    expect((await activity(5))[0]).toMatchObject({
      kind: 'related',
      data: { kind: 'blocks', card: { id: 4, number: 4 } },
    });
    const [relation] = await relationsOf(4);
    await api.as(TOKENS.edit).delete(`/boards/1/cards/4/relations/${relation?.id ?? 0}`);
    expect((await activity(5))[0]).toMatchObject({ kind: 'unrelated', data: { kind: 'blocks' } });
  });

  it('filters the search by relations, any of them', async () => {
    const ids = async (...filters: string[]) => {
      const res = await api
        .as(TOKENS.view)
        .get<{ cards: { id: number }[] }>(
          `/boards/1/search${qs(filters.map((f) => ['by[relations][]', f] as const))}`,
        );
      expect(res.status).toBe(200);
      return res.body.cards.map((card) => card.id).sort((a, b) => a - b);
    };
    expect(await ids('blocked')).toEqual([18]);
    expect(await ids('blocking')).toEqual([17]);
    expect(await ids('has_children')).toEqual([20]);
    expect(await ids('has_parent')).toEqual([3, 14, 23]);
    expect(await ids('blocked', 'has_children')).toEqual([18, 20]);
    expect(await ids('no_parent')).not.toContain(3);
    expect(await ids('no_parent')).toContain(18);
    expectInvalid(
      await api.as(TOKENS.view).get(`/boards/1/search${qs([['by[relations][]', 'stuck']])}`),
      'by.relations.0',
    );
  });
});
