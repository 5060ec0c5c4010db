import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/http/client';
import { followBoardEvents } from '@/api/live/follow-board-events';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';
import { useLiveBoardStore } from '@/data/live/live-board-store';
import { teammateEditSince } from '@/sync/undo/teammate-edits';

/** A teammate's write, sent as another demo user. */
function asTeammate(token: string, method: string, path: string, body: unknown) {
  return fetch(`${TEST_API_BASE_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const columnRegion = (name: string) => screen.getByRole('region', { name: `${name} column` });

describe('a live board (the event stream, issue 14)', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();

  async function openBoard() {
    const view = renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-manager' });
    await screen.findByRole('heading', { level: 1, name: /Product Roadmap/ });
    await waitFor(() => expect(useLiveBoardStore.getState().status).toBe('live'));
    return view;
  }

  it("shows a teammate's move in place, marked with who did it, and announces it", async () => {
    await openBoard();
    const card = service.db.cards.find(
      (c) => c.board_id === 1 && c.deleted_at === null && c.archived_at === null,
    );
    const target = service.db.columns.find(
      (column) =>
        column.board_id === 1 &&
        column.id !== card?.column_id &&
        column.archived_at === null &&
        column.deleted_at === null,
    );
    if (!card || !target) throw new Error('seed changed');
    const tileName = new RegExp(`^#${card.number} `);
    expect(within(columnRegion(target.name)).queryByRole('link', { name: tileName })).toBeNull();

    const moved = await asTeammate('demo-editor', 'PATCH', `/boards/1/cards/${card.id}`, {
      column_id: target.id,
      order: 1,
    });
    expect(moved.status).toBe(200);

    const tile = await within(columnRegion(target.name)).findByRole('link', { name: tileName });
    const article = tile.closest('article');
    expect(article).toHaveTextContent('Moved by Eli Editor');
    expect(article?.querySelector('[data-teammate-change]')).not.toBeNull();
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
        `Card #${card.number} moved by Eli Editor`,
      ),
    );
    // The undo history hears of it too: undoing an earlier move of this card is refused.
    expect(teammateEditSince(card.id, 0)?.description).toBe('Moved by Eli Editor');
  });

  it("brings in a fast burst of teammates' changes, every one of them", async () => {
    await openBoard();
    const cards = service.db.cards
      .filter((c) => c.board_id === 1 && c.deleted_at === null && c.archived_at === null)
      .slice(0, 25);
    await Promise.all(
      cards.map((card) =>
        asTeammate('demo-editor', 'PATCH', `/boards/1/cards/${card.id}`, {
          title: `Burst ${card.id}`,
        }),
      ),
    );
    for (const card of cards) {
      expect(
        await screen.findByRole(
          'link',
          { name: new RegExp(`^#${card.number} Burst ${card.id}`) },
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
    }
  });

  it('shows who else has the board open, and not the user', async () => {
    await openBoard();
    expect(screen.queryByRole('list', { name: 'Also viewing this board' })).toBeNull();
    const eli = createApiClient({ baseUrl: TEST_API_BASE_URL, token: 'demo-editor' });
    const stop = followBoardEvents(eli, 1, { onEvent: () => undefined, onStatus: () => undefined });
    try {
      const others = await screen.findByRole('list', { name: 'Also viewing this board' });
      expect(within(others).getAllByRole('listitem')).toHaveLength(1);
      expect(within(others).getByRole('img', { name: 'Eli Editor' })).toBeInTheDocument();
    } finally {
      // Leaving is the server's to tell (live.contract.test.ts): MSW's interceptor does not
      // pass a closed stream on to the mock.
      stop();
    }
  });

  it("the user's change from another tab is brought in, but not marked as a teammate's", async () => {
    await openBoard();
    const card = service.db.cards.find((c) => c.board_id === 1 && c.deleted_at === null);
    if (!card) throw new Error('seed changed');
    // Written as the user: the event carries the user's own id.
    const saved = await asTeammate('demo-manager', 'PATCH', `/boards/1/cards/${card.id}`, {
      title: 'Renamed by me',
    });
    expect(saved.status).toBe(200);
    await screen.findByRole('link', { name: new RegExp(`^#${card.number} Renamed by me`) });
    expect(document.querySelector('[data-teammate-change]')).toBeNull();
    expect(useLiveBoardStore.getState().announcement).toBe('');
  });
});
