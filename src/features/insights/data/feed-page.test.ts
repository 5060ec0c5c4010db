import { describe, expect, it } from 'vitest';
import { readFeedPage } from './feed-page';

const entry = (id: number, at: string, kind: string, to: number | null) => ({
  id,
  board_id: 1,
  card_id: 10 + id,
  user_id: 1,
  kind,
  data: to === null ? {} : { to: { column_id: to, name: `Column ${to}` } },
  at,
});

const text = (entries: unknown[], next: string | null) =>
  JSON.stringify({ entries, next_cursor: next });

describe('a page of the feed read from its text', () => {
  it('turns entries into flow events, skipping those read already at the last instant', async () => {
    const page = await readFeedPage(
      text(
        [
          entry(1, '2026-11-02T10:00:00Z', 'moved', 3),
          entry(2, '2026-11-02T10:00:00Z', 'moved', 4),
          entry(3, '2026-11-02T11:00:00Z', 'commented', null),
          entry(4, '2026-11-02T11:00:00Z', 'archived', null),
        ],
        'next',
      ),
      200,
      { lastAt: '2026-11-02T10:00:00Z', idsAtLast: [1] },
    );
    expect(page.events).toEqual([
      { cardId: 12, at: Date.parse('2026-11-02T10:00:00Z'), kind: 'moved', to: 4 },
      { cardId: 14, at: Date.parse('2026-11-02T11:00:00Z'), kind: 'archived', to: null },
    ]);
    expect(page).toMatchObject({
      nextCursor: 'next',
      lastAt: '2026-11-02T11:00:00Z',
      idsAtLast: [3, 4],
    });
  });

  it('refuses a body that is not the feed', async () => {
    await expect(readFeedPage('<html>', 200, { lastAt: null, idsAtLast: [] })).rejects.toThrow();
    await expect(
      readFeedPage(JSON.stringify({ entries: 'none' }), 200, { lastAt: null, idsAtLast: [] }),
    ).rejects.toThrow();
  });
});
