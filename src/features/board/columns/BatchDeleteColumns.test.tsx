import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';

describe('Batch delete of columns', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();
  // The chosen view is remembered; each test starts on the kanban.
  afterEach(() => window.localStorage.clear());

  it('offers "Select columns" among the board header’s controls, in the kanban only', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-manager' });
    const select = await screen.findByRole('button', { name: 'Select columns' });
    const heading = screen.getByRole('heading', { level: 1, name: /Product Roadmap/ });
    expect(select.closest('header')).toBe(heading.closest('header'));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'View' })).getByRole('radio', { name: 'List' }),
    );
    expect(screen.queryByRole('button', { name: 'Select columns' })).toBeNull();
  });

  it('confirms naming the selected columns, then deletes both', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-manager' });
    await user.click(await screen.findByRole('button', { name: 'Select columns' }));
    expect(screen.getByRole('button', { name: 'Delete 0 columns' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select column Planned' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select column Review' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 columns' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 columns?' });
    const names = within(within(dialog).getByRole('list', { name: 'Columns to delete' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Planned', 'Review']);
    expect(dialog).toHaveTextContent(/cards in these columns will be deleted with them/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 columns' }));

    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Planned column' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Review column' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Backlog column' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Select column/ })).not.toBeInTheDocument();
    const deleted = service.db.columns.filter((column) => column.deleted_at !== null);
    expect(deleted.map((column) => column.name).sort()).toEqual(['Planned', 'Review']);
  });

  it('cancels the selection without deleting anything', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-manager' });
    await user.click(await screen.findByRole('button', { name: 'Select columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select column Done' }));
    await user.click(screen.getByRole('button', { name: 'Cancel selection' }));
    expect(screen.queryByRole('checkbox', { name: /^Select column/ })).not.toBeInTheDocument();
    expect(service.db.columns.every((column) => column.deleted_at === null)).toBe(true);
  });

  it('is not offered to an editor', async () => {
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    await screen.findByRole('region', { name: 'Backlog column' });
    expect(screen.getByRole('button', { name: 'Add column' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Select columns' })).not.toBeInTheDocument();
  });
});
