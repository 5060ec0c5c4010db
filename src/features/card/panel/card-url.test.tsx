import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { BoardRoute } from '@/features/board/BoardRoute';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';

// The app's board route (src/app/App.tsx): the board, and a card opened over it.
const BOARD_PATH = /^\/boards\/(?<boardId>\d+)(?:\/cards\/(?<cardId>\d+))?\/?$/;

describe("a card keeps the board's URL", { timeout: 20_000 }, () => {
  useMockApi();
  useViewportForVirtualLists();

  it.each([
    ['kanban', 'view=kanban&q=calendar'],
    ['list', 'view=list&q=calendar'],
  ])('opens and closes with the filters and view kept (%s)', async (_view, search) => {
    const user = userEvent.setup();
    const { history } = renderWithApi(<Route path={BOARD_PATH} component={BoardRoute} />, {
      path: `/boards/1?${search}`,
    });
    const link = await screen.findByRole('link', { name: /^#\d+ Calendar sync/ });
    const cardId = /\/cards\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1];
    expect(link).toHaveAttribute('href', `/boards/1/cards/${cardId}?${search}`);

    await user.click(link);
    const panel = await screen.findByRole('dialog', { name: /Calendar sync/ });
    expect(history.at(-1)).toBe(`/boards/1/cards/${cardId}?${search}`);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    expect(history.at(-1)).toBe(`/boards/1?${search}`);
    const box = within(screen.getByRole('search', { name: 'Search this board' }));
    expect(box.getByRole('searchbox')).toHaveValue('calendar');
  });

  it('closes with the button to the same board URL', async () => {
    const user = userEvent.setup();
    const { history } = renderWithApi(<Route path={BOARD_PATH} component={BoardRoute} />, {
      path: '/boards/1/cards/12?view=list&q=a',
    });
    const panel = await screen.findByRole('dialog', { name: /^#12 / });
    await user.click(within(panel).getByRole('button', { name: 'Close card' }));
    await waitFor(() => expect(history.at(-1)).toBe('/boards/1?view=list&q=a'));
  });
});
