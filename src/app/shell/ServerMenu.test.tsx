import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { ServerMenu } from './ServerMenu';

describe('the server menu in the header', () => {
  useMockApi();

  it('is one button with the server and who is signed in; the menu holds host, Connection and Sign out', async () => {
    const user = userEvent.setup();
    const { history } = renderWithApi(<ServerMenu baseUrl="https://board.example.com/api" />, {
      path: '/boards/1',
    });
    const button = await screen.findByRole('button', { name: /^Server Signed in as \S/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    // Nothing else of it is in the header row: the rest is in the menu.
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Connection' })).toBeNull();

    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('board.example.com')).toHaveAttribute(
      'title',
      'https://board.example.com/api',
    );
    expect(within(menu).getByText(/^Signed in as \S/)).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await user.click(within(menu).getByRole('menuitem', { name: 'Connection' }));
    expect(history.at(-1)).toBe('/connect');
  });
});
