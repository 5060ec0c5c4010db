import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BoardPage } from '@/features/board/BoardPage';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';

describe('CreateCardDialog', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();
  beforeEach(() => {
    window.localStorage.clear();
    service.faults.rules = [];
  });

  async function openNewCard(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
    await user.click(await screen.findByRole('button', { name: 'Actions for column Backlog' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New card…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New card' });
    await within(dialog).findByRole('textbox', { name: 'Title' });
    return dialog;
  }

  it('keeps the typed fields as a draft until the card is created, also after a failed save', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { path: '/boards/1' });
    let dialog = await openNewCard(user);
    expect(within(dialog).queryByText(/Restored your unsaved new card/)).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Half written');
    await user.type(within(dialog).getByRole('textbox', { name: 'Icon (emoji)' }), '🧪');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'CLOSED');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New card' })).toBeNull());

    dialog = await openNewCard(user);
    expect(within(dialog).getByText(/Restored your unsaved new card/)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Half written');
    expect(within(dialog).getByRole('textbox', { name: 'Icon (emoji)' })).toHaveValue('🧪');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('CLOSED');

    // A failed save keeps the draft.
    service.faults.rules = [{ method: 'POST', path: '/boards/1/cards', kind: 'server', times: 1 }];
    await user.click(within(dialog).getByRole('button', { name: 'Create card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/could not be created/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openNewCard(user);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Half written');

    await user.click(within(dialog).getByRole('button', { name: 'Create card' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New card' })).toBeNull());
    const created = service.db.cards.find((card) => card.title === 'Half written');
    expect(created?.icon).toBe('🧪');
    expect(created?.status).toBe('CLOSED');

    dialog = await openNewCard(user);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(within(dialog).queryByText(/Restored your unsaved new card/)).toBeNull();
    // The dialog's column lives in a module store: close it for the next test.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });

  it('discards a kept draft on request', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { path: '/boards/1' });
    let dialog = await openNewCard(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Not needed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openNewCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(Object.keys(window.localStorage).filter((key) => key.includes(':draft:'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });

  it('shows 422 errors beside the fields, keeps the input, then creates the card', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { path: '/boards/1' });
    await user.click(await screen.findByRole('button', { name: 'Actions for column Backlog' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New card…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New card' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Icon (emoji)' }), '🚀');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.type(title, ' ');
    expect(within(dialog).getByText('1 of 255 characters')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Create card' }));

    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(/title/i);
    expect(within(dialog).getByRole('textbox', { name: 'Icon (emoji)' })).toHaveValue('🚀');

    await user.clear(title);
    await user.type(title, 'Created from the dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create card' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New card' })).toBeNull());
    const created = service.db.cards.find((card) => card.title === 'Created from the dialog');
    expect(created?.icon).toBe('🚀');
    expect(created?.content).toBe('{"type":"doc","content":[{"type":"paragraph"}]}');
  });
});
