import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';

describe('Add column', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();

  it('adds a column at the end of the board with its color', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    await user.click(await screen.findByRole('button', { name: 'Add column' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a column' });
    await user.type(within(dialog).getByLabelText('Name'), 'QA');
    expect(within(dialog).getByText('2/80 characters')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Cyan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add column' }));

    expect(await screen.findByRole('region', { name: 'QA column' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const columns = screen.getAllByRole('region', { name: / column$/ });
    expect(columns.at(-1)).toHaveAccessibleName('QA column');
    expect(service.db.columns.find((column) => column.name === 'QA')?.color).toBe('#06b6d4');
  });

  it('shows a 422 beside the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />);
    await user.click(await screen.findByRole('button', { name: 'Add column' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a column' });
    const name = within(dialog).getByLabelText('Name');
    const tooLong = 'x'.repeat(81);
    // fireEvent bypasses maxLength, as an old browser or a paste script might.
    fireEvent.change(name, { target: { value: tooLong } });
    await user.click(within(dialog).getByRole('button', { name: 'Add column' }));

    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent(/80/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(error.textContent ?? ''));
    expect(name).toHaveValue(tooLong);
    expect(screen.getByRole('dialog', { name: 'Add a column' })).toBeVisible();
  });

  it('asks for a name before sending anything', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />);
    await user.click(await screen.findByRole('button', { name: 'Add column' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a column' });
    await user.click(within(dialog).getByRole('button', { name: 'Add column' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a name for the column.');
  });

  it('is not offered without edit permission', async () => {
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-viewer' });
    await screen.findByRole('heading', { level: 1, name: /Product Roadmap/ });
    expect(screen.queryByRole('button', { name: 'Add column' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add a card/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });
});
