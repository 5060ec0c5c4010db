import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';

async function chooseFromColumnMenu(user: UserEvent, column: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for column ${column}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('Column menu', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();
  afterEach(() => {
    service.faults.rules = [];
    toast.dismiss();
  });

  it('renames a column through the prefilled edit form', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    await chooseFromColumnMenu(user, 'Review', 'Edit column…');
    const dialog = await screen.findByRole('dialog', { name: 'Edit column Review' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Review');
    expect(within(dialog).getByRole('radio', { name: 'Violet' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Code review');
    await user.type(within(dialog).getByLabelText('Icon'), '🔍');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('region', { name: 'Code review column' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Review column' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(service.db.columns.find((column) => column.id === 4)).toMatchObject({
      name: 'Code review',
      icon: '🔍',
      color: '#8b5cf6',
    });
  });

  it('sets a WIP limit: the count shows against it, in words when over; a wrong one is refused beside the field', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    const column = await screen.findByRole('region', { name: 'Review column' });
    const reviewId = service.db.columns.find((c) => c.board_id === 1 && c.name === 'Review')?.id;
    const count = service.db.cards.filter(
      (card) =>
        card.column_id === reviewId && card.deleted_at === null && card.archived_at === null,
    ).length;
    expect(count).toBeGreaterThan(1);

    await chooseFromColumnMenu(user, 'Review', 'Edit column…');
    let dialog = await screen.findByRole('dialog', { name: 'Edit column Review' });
    const limit = within(dialog).getByLabelText('WIP limit');
    expect(limit).toHaveValue('');
    await user.type(limit, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Enter a whole number from 1 to 999, or leave it empty.'),
    ).toBeVisible();
    expect(limit).toHaveValue('0');

    await user.clear(limit);
    await user.type(limit, String(count - 1));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(within(column).getByText(/over limit/)).toBeVisible();
    expect(within(column).getByText(/over limit/).parentElement).toHaveTextContent(
      `${count} / ${count - 1} cards, limit ${count - 1} over limit`,
    );
    expect(
      within(column)
        .getByText(/over limit/)
        .parentElement?.querySelector('svg[aria-hidden]'),
    ).not.toBeNull();
    expect(service.db.columns.find((c) => c.id === reviewId)?.wip_limit).toBe(count - 1);

    await chooseFromColumnMenu(user, 'Review', 'Edit column…');
    dialog = await screen.findByRole('dialog', { name: 'Edit column Review' });
    await user.clear(within(dialog).getByLabelText('WIP limit'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => service.db.columns.find((c) => c.id === reviewId)?.wip_limit)
      .toBeNull();
    expect(within(column).queryByText(/over limit/)).toBeNull();
  });

  it('archives a column, which hides it from the board', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    await chooseFromColumnMenu(user, 'Planned', 'Archive');
    expect(screen.queryByRole('region', { name: 'Planned column' })).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'Backlog column' });
    await vi.waitFor(() =>
      expect(service.db.columns.find((column) => column.id === 2)?.archived_at).not.toBeNull(),
    );
    // The Undo offer is made once the write is recorded, after the save: the test ends with it,
    // so the toast is dismissed here, not shown again to the next test's Toaster.
    await vi.waitFor(() =>
      expect(
        toast.getToasts().map((shown) => ('title' in shown ? shown.title : undefined)),
      ).toContain('Archived Planned'),
    );
  });

  it('offers Undo after archiving', async () => {
    const user = userEvent.setup();
    renderWithApi(
      <>
        <BoardPage boardId={1} cardId={null} />
        <Toaster />
      </>,
      { token: 'demo-editor' },
    );
    await chooseFromColumnMenu(user, 'Planned', 'Archive');
    // The toast's Undo (the header has one too). A plain click: sonner's swipe handling wants
    // pointer capture, which jsdom lacks.
    const offer = (await screen.findByText('Archived Planned')).closest('li');
    if (!offer) throw new Error('no toast');
    fireEvent.click(within(offer).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('region', { name: 'Planned column' })).toBeVisible();
    await waitFor(() =>
      expect(service.db.columns.find((column) => column.id === 2)?.archived_at).toBeNull(),
    );
  });

  it('keeps the form and says so when saving fails', async () => {
    const user = userEvent.setup();
    service.faults.rules = [{ method: 'PATCH', path: '/columns/', kind: 'server', times: 1 }];
    renderWithApi(
      <>
        <BoardPage boardId={1} cardId={null} />
        <Toaster />
      </>,
      { token: 'demo-editor' },
    );
    await chooseFromColumnMenu(user, 'Done', 'Edit column…');
    const dialog = await screen.findByRole('dialog', { name: 'Edit column Done' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Shipped');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/^Could not save Done:/)).toBeVisible();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Shipped');
    expect(service.db.columns.find((column) => column.id === 5)?.name).toBe('Done');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Done column' })).toBeVisible();
  });
});
