import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BoardPage } from '@/features/board/BoardPage';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';

describe('AddChecklistItemForm', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();

  it('assigns the new item to board members (not soft-deleted ones), sent as a map', async () => {
    const user = userEvent.setup();
    const eli = service.db.users.find((row) => row.name === 'Eli Editor');
    if (!eli) throw new Error('no Eli Editor in the seed');
    eli.deleted_at = '2026-01-01T00:00:00Z';
    const bodies: unknown[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && request.url.endsWith('/items')) {
        bodies.push(await request.clone().json());
      }
      return realFetch(request);
    });
    renderWithApi(<BoardPage boardId={1} cardId={9} />, {
      path: '/boards/1/cards/9',
      token: 'demo-member',
    });
    const panel = await screen.findByRole('dialog', { name: /^#9 / });
    const steps = await within(panel).findByRole('region', { name: 'Steps' });
    await user.click(within(steps).getByRole('button', { name: 'Add item' }));

    const picker = within(steps).getByRole('button', { name: 'Item assignees' });
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await user.click(picker);
    const choices = within(steps).getByRole('group', { name: 'Assign the new item to' });
    const offered = within(choices)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.querySelector('bdi')?.textContent);
    expect(offered).toEqual(['Maya Manager', 'Ines Interact', 'Vic Viewer']);
    await user.click(within(choices).getByRole('checkbox', { name: /Vic Viewer/ }));
    await user.click(within(choices).getByRole('checkbox', { name: /Ines Interact/ }));
    expect(within(steps).getByRole('button', { name: 'Item assignees (2)' })).toBeVisible();

    await user.type(within(steps).getByRole('textbox', { name: 'New item' }), 'Announce it');
    await user.click(within(steps).getByRole('button', { name: 'Add item' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { title: 'Announce it', due_date: null, assignees: { 4: true, 3: true } },
      ]),
    );
    const item = (await within(steps).findByRole('checkbox', { name: 'Announce it' })).closest(
      'li',
    );
    if (!item) throw new Error('no item row');
    expect(item).toHaveTextContent(/Ines Interact/);
    expect(item).toHaveTextContent(/Vic Viewer/);
    // The form is empty again for the next item.
    expect(within(steps).getByRole('button', { name: 'Item assignees' })).toBeVisible();
    spy.mockRestore();
  });

  it('shows one Add item button until used, then the form with its title focused; Cancel folds it', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={9} />, { path: '/boards/1/cards/9' });
    const panel = await screen.findByRole('dialog', { name: /^#9 / });
    const steps = await within(panel).findByRole('region', { name: 'Steps' });
    expect(within(steps).queryByRole('textbox', { name: 'New item' })).toBeNull();
    expect(within(steps).queryByRole('button', { name: 'Item assignees' })).toBeNull();

    await user.click(within(steps).getByRole('button', { name: 'Add item' }));
    const title = within(steps).getByRole('textbox', { name: 'New item' });
    expect(title).toHaveFocus();
    await user.type(title, 'Announce it{Enter}');
    expect(await within(steps).findByRole('checkbox', { name: 'Announce it' })).toBeVisible();
    // Open for the next one, emptied.
    expect(within(steps).getByRole('textbox', { name: 'New item' })).toHaveValue('');

    await user.click(within(steps).getByRole('button', { name: 'Cancel' }));
    expect(within(steps).queryByRole('textbox', { name: 'New item' })).toBeNull();
    expect(within(steps).getByRole('button', { name: 'Add item' })).toHaveFocus();
  });
});
