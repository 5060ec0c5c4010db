import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';

async function editColumn(user: UserEvent, column: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: `Actions for column ${column}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit column…' }));
  return screen.findByRole('dialog', { name: `Edit column ${column}` });
}

const titlesIn = (column: string): string[] =>
  within(screen.getByRole('region', { name: `${column} column` }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');

describe('a column’s sticky sort', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();

  it('shows in the column header, with the direction in words', async () => {
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-viewer' });
    const column = await screen.findByRole('region', { name: 'In Progress column' });
    expect(column).toHaveAccessibleDescription('Sorted by due date, earliest first');
    expect(within(column).getByText('Sorted by due date ↑')).toBeVisible();
    const review = screen.getByRole('region', { name: 'Review column' });
    expect(review).not.toHaveAccessibleDescription();
    expect(within(review).queryByText(/Sorted by/)).toBeNull();
  });

  it('is set from the edit form, and the column shows sorted at once', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    const dialog = await editColumn(user, 'Review');
    const sort = within(dialog).getByLabelText('Sort cards');
    expect(sort).toHaveDisplayValue('Manual order (drag to arrange)');
    await user.selectOptions(sort, 'Title, A to Z');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const column = await screen.findByRole('region', {
      name: 'Review column',
      description: 'Sorted by title, A to Z',
    });
    const titles = titlesIn('Review');
    expect(titles).toEqual(
      [...titles].sort((a, b) =>
        a.replace(/^#\d+/, '').toLowerCase().localeCompare(b.replace(/^#\d+/, '').toLowerCase()),
      ),
    );
    expect(within(column).getByText('Sorted by title ↑')).toBeVisible();
    await waitFor(() =>
      expect(service.db.columns.find((c) => c.id === 4)?.sort_order).toBe('title'),
    );
  });

  it('is cleared from the edit form, back to the manual order', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    const dialog = await editColumn(user, 'In Progress');
    const sort = within(dialog).getByLabelText('Sort cards');
    expect(sort).toHaveDisplayValue('Due date, earliest first');
    await user.selectOptions(sort, 'Manual order (drag to arrange)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: 'In Progress column' }),
      ).not.toHaveAccessibleDescription(),
    );
    await waitFor(() => expect(service.db.columns.find((c) => c.id === 3)?.sort_order).toBeNull());
  });

  it('is not sent when an edit leaves it alone', async () => {
    const user = userEvent.setup();
    const column = service.db.columns.find((c) => c.id === 3);
    if (!column) throw new Error('no column 3');
    column.sort_order = 'priority'; // a value this client does not know
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    const dialog = await editColumn(user, 'In Progress');
    await user.type(within(dialog).getByLabelText('Icon'), '🚧');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(column.icon).toBe('🚧'));
    expect(column.sort_order).toBe('priority');
  });
});
