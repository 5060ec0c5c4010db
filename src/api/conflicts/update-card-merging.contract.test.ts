import { describe, expect, it } from 'vitest';
import { TOKENS, setupMockServer } from '../../../test/contract/harness';
import { getCard, updateCard } from '../extensions/cards';
import { createApiClient } from '../http/client';
import { cardSchema } from '../schemas/card';
import { parse } from '../schemas/shape';
import { changeBase } from './card-changes';
import { isCardConflict, updateCardMerging } from './update-card-merging';

const api = setupMockServer();

/** Maya and Eli, each with their own client on the Node server. */
function twoPeople() {
  const client = (token: string) => createApiClient({ baseUrl: api.baseUrl, token });
  return { maya: client(TOKENS.manage), eli: client(TOKENS.edit) };
}

async function seenBy(client: ReturnType<typeof createApiClient>, cardId: number) {
  return parse(cardSchema, await getCard(client, 1, cardId));
}

describe('updateCardMerging on the Node server (If-Match, CONTRACT 4b)', () => {
  it('merges changes to different fields: both are saved, no one is asked', async () => {
    const { maya, eli } = twoPeople();
    const seen = await seenBy(maya, 1);
    await updateCardMerging(
      eli,
      1,
      1,
      { status: 'CLOSED' },
      changeBase(seen, { status: 'CLOSED' }),
    );

    const changes = { title: 'Renamed by Maya' };
    const saved = await updateCardMerging(maya, 1, 1, changes, changeBase(seen, changes));
    expect(saved).toMatchObject({ title: 'Renamed by Maya', status: 'CLOSED' });
    expect(api.db().cards.find((card) => card.id === 1)).toMatchObject({
      title: 'Renamed by Maya',
      status: 'CLOSED',
    });
  });

  it('stops at a change to the same field, with both values, and overwrites nothing', async () => {
    const { maya, eli } = twoPeople();
    const seen = await seenBy(maya, 1);
    await updateCard(eli, 1, 1, { title: 'Theirs' });

    const changes = { title: 'Mine' };
    const failure = await updateCardMerging(maya, 1, 1, changes, changeBase(seen, changes)).catch(
      (error: unknown) => error,
    );
    if (!isCardConflict(failure)) throw new Error(`expected a conflict, got ${String(failure)}`);
    expect(failure.clashes).toEqual([{ field: 'title', mine: 'Mine', theirs: 'Theirs' }]);
    expect(failure.current.title).toBe('Theirs');
    expect(api.db().cards.find((card) => card.id === 1)?.title).toBe('Theirs');

    // "Keep mine": sent again on the card as it is now, it goes through.
    const kept = await updateCardMerging(maya, 1, 1, changes, changeBase(failure.current, changes));
    expect(kept.title).toBe('Mine');
  });

  it('two saves in a row from one page: the second goes on the version the first made, no 412', async () => {
    const statuses: number[] = [];
    const maya = createApiClient({
      baseUrl: api.baseUrl,
      token: TOKENS.manage,
      fetchFn: async (input, init) => {
        const response = await fetch(input, init);
        if (init?.method === 'PATCH') statuses.push(response.status);
        return response;
      },
    });
    const seen = await seenBy(maya, 3);
    // Both begun on what was shown before the first was answered.
    const first = changeBase(seen, { title: 'First' });
    const second = changeBase(seen, { status: 'CLOSED' });
    await updateCardMerging(maya, 1, 3, { title: 'First' }, first);
    const saved = await updateCardMerging(maya, 1, 3, { status: 'CLOSED' }, second);
    expect(saved).toMatchObject({ title: 'First', status: 'CLOSED' });
    expect(statuses).toEqual([200, 200]);
  });

  it('without versions, reads the card first and compares updated_at (the fallback)', async () => {
    const { maya, eli } = twoPeople();
    const seen = await seenBy(maya, 2);
    const old = { ...changeBase(seen, { title: 'Mine' }), version: null, updatedAt: '2000-01-01' };
    await updateCard(eli, 1, 2, { title: 'Theirs' });

    const failure = await updateCardMerging(maya, 1, 2, { title: 'Mine' }, old).catch(
      (error: unknown) => error,
    );
    expect(isCardConflict(failure)).toBe(true);
    expect(api.db().cards.find((card) => card.id === 2)?.title).toBe('Theirs');
  });
});
