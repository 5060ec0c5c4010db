import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { QuickSwitcher } from './QuickSwitcher';
import { readRecentCards, recordCardOpen } from './recent-cards';

function activeOption(): HTMLElement | null {
  const input = screen.getByRole('combobox', { name: 'Go to a board or a recent card' });
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

async function openWithShortcut() {
  const user = userEvent.setup();
  const rendered = renderWithApi(<QuickSwitcher />, { token: 'demo-manager', path: '/' });
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Quick switcher' });
  const listbox = within(dialog).getByRole('listbox', { name: 'Boards and recent cards' });
  await within(listbox).findByText('Product Roadmap');
  return { user, dialog, listbox, ...rendered };
}

describe('QuickSwitcher', () => {
  useMockApi();

  beforeEach(() => {
    localStorage.clear();
    // Maya (user 1) opened card 12, then card 5; 9999 no longer exists.
    recordCardOpen(1, 9999);
    recordCardOpen(1, 12);
    recordCardOpen(1, 5);
  });

  it('lists recent cards (newest first, with board and column) before the boards', async () => {
    const { listbox } = await openWithShortcut();
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Card'),
    );
    const options = within(listbox).getAllByRole('option');
    expect(options[0]).toHaveTextContent(/#5 .*Product Roadmap › /);
    expect(options[1]).toHaveTextContent(/#12 /);
    expect(options.filter((o) => o.textContent?.startsWith('Card'))).toHaveLength(2);
    expect(within(listbox).getByText('Mobile App')).toBeVisible();
    expect(within(listbox).queryByText('Globex Plans')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys (wrapping), filters as typed and opens with Enter', async () => {
    const { user, history } = await openWithShortcut();
    await waitFor(() => expect(activeOption()).toHaveTextContent(/#5 /));
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent(/#12 /);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    expect(activeOption()).toHaveTextContent(/Board/);
    await user.type(screen.getByRole('combobox'), 'mobile');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(activeOption()).toHaveTextContent('Mobile App');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history.at(-1)).toBe('/boards/2');
  });

  it('says when nothing matches, and closes with Escape', async () => {
    const { user } = await openWithShortcut();
    await user.type(screen.getByRole('combobox'), 'zzzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Nothing matches.')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a recent card on its board', async () => {
    const { user, history } = await openWithShortcut();
    await waitFor(() => expect(activeOption()).toHaveTextContent(/#5 /));
    await user.keyboard('{Enter}');
    expect(history.at(-1)).toMatch(/^\/boards\/1\/cards\/\d+$/);
  });
});

describe('recent cards', () => {
  it('keeps the last 20 per user, newest first, without duplicates', () => {
    localStorage.clear();
    for (let id = 1; id <= 25; id += 1) recordCardOpen(7, id);
    recordCardOpen(7, 10);
    const recent = readRecentCards(7);
    expect(recent).toHaveLength(20);
    expect(recent.slice(0, 3)).toEqual([10, 25, 24]);
    expect(recent.filter((id) => id === 10)).toHaveLength(1);
    expect(readRecentCards(8)).toEqual([]);
  });
});
