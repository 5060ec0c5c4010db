import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { boardQueries } from '@/api/queries/boards';
import { plainClient, userWrites } from '@test/fault-model';
import { useMockApi } from '@test/mock-api';

const BOARD = 1;
const CARD = 1;

function page(token: string) {
  const queryClient = new QueryClient();
  const api = plainClient(token);
  return { queryClient, api, writes: userWrites(queryClient, api, BOARD) };
}

describe('a rename that met a teammate’s rename', () => {
  const { service } = useMockApi();
  const storedTitle = () => service.db.cards.find((card) => card.id === CARD)?.title;

  it('keeps meeting it: a further rename from the same view is a conflict too', async () => {
    const maya = page('demo-manager');
    const eli = page('demo-editor');
    await maya.queryClient.fetchQuery(boardQueries.detail(maya.api, BOARD));
    await eli.queryClient.fetchQuery(boardQueries.detail(eli.api, BOARD));

    expect(await maya.writes.rename(CARD, 'Maya’s title', true)).toBe('saved');
    // Eli's page still shows the old title: his rename is stopped, his value kept on screen.
    expect(await eli.writes.rename(CARD, 'Eli’s title', true)).toBe('conflict');
    // He renames again before choosing: Maya's title, which his page never showed, stays.
    expect(await eli.writes.rename(CARD, 'Eli’s second title', true)).toBe('conflict');
    expect(storedTitle()).toBe('Maya’s title');
  });
});
