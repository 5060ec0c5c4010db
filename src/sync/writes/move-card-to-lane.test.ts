import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/http/client';
import { normalizeBoard } from '@/api/normalize';
import { cardOf } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import { wireCard, wireColumn } from '@/api/testing/board-fixture';
import type { BoardWorkingSet } from '@/api/types';
import { moveCardToLaneOptions, type LaneMove } from './move-card-to-lane.write';

function board(): BoardWorkingSet {
  const result = normalizeBoard({
    id: 1,
    cuid: 'acme',
    name: 'Board',
    visibility: 'private',
    columns: [wireColumn(1, 1), wireColumn(2, 2)],
    cards: [
      wireCard(10, 1, 1, { assignees_ids: ['1'], tags_ids: ['5'] }),
      wireCard(20, 2, 1, { assignees_ids: ['2'] }),
    ],
    members: { 1: { id: 1, name: 'Maya' }, 2: { id: 2, name: 'Eli' } },
    tags: { 5: { id: 5, name: 'bug' }, 6: { id: 6, name: 'api' } },
    custom_field_definitions: [],
    permissions: { view: true, edit: true },
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A client whose server records each request and answers `status` once `answer` resolves. */
function clientAnswering(status: number, answer: Promise<void>) {
  const sent: Sent[] = [];
  const client = createApiClient({
    baseUrl: 'https://board.test/api',
    token: 'token',
    fetchFn: async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      sent.push({
        method: init?.method ?? 'GET',
        path: url.pathname.replace('/api', ''),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      await answer;
      const body = status < 300 ? { id: 10, board_id: 1, column_id: 2 } : { message: 'No.' };
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { client, sent };
}

function setUp(status: number, answer: Promise<void> = Promise.resolve()) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const start = board();
  queryClient.setQueryData(boardKeys.detail(1), start);
  const { client, sent } = clientAnswering(status, answer);
  const observer = new MutationObserver(queryClient, moveCardToLaneOptions(queryClient, client, 1));
  const shown = () => {
    const current = queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(1));
    return current && cardOf(current, 10);
  };
  return { observer, sent, shown };
}

describe('the move-card-to-lane write', () => {
  it('sends the move and a tag change as one card patch', async () => {
    const { observer, sent, shown } = setUp(200);
    const lane: LaneMove = {
      cardId: 10,
      move: { toColumnId: 2, order: 1 },
      patch: { tags_ids: [6] },
      cardName: '#10 Card 10',
    };
    await observer.mutate(lane);
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([
      {
        method: 'PATCH',
        path: '/boards/1/cards/10',
        body: { column_id: 2, order: 1, tags_ids: [6] },
      },
    ]);
    expect(shown()).toMatchObject({ column_id: 2, tags_ids: [6] });
  });

  it('sends an assignee lane as the move, then assignees/sync, in that order', async () => {
    const { observer, sent } = setUp(200);
    await observer.mutate({
      cardId: 10,
      move: { toColumnId: 2, order: 1 },
      assignees: { 1: false, 2: true },
      cardName: '#10 Card 10',
    });
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([
      { method: 'PATCH', path: '/boards/1/cards/10', body: { column_id: 2, order: 1 } },
      {
        method: 'POST',
        path: '/boards/1/cards/10/assignees/sync',
        body: { assignees: { 1: false, 2: true } },
      },
    ]);
  });

  it('shows the drop at once and puts place and people back when it is refused', async () => {
    let answer: () => void = () => undefined;
    const { observer, shown } = setUp(
      422,
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    const saving = observer.mutate({
      cardId: 10,
      move: { toColumnId: 2, order: 1 },
      assignees: { 1: false, 2: true },
      cardName: '#10 Card 10',
    });
    await expect.poll(() => shown()?.column_id).toBe(2);
    expect(shown()?.assignees_ids).toEqual([2]);
    answer();
    await expect(saving).rejects.toThrow();
    expect(shown()).toMatchObject({ column_id: 1, order: 1, assignees_ids: [1] });
  });
});
