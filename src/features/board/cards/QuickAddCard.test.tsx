import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';

describe('Quick-add a card', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();
  afterEach(() => {
    service.faults.latencyMs = { min: 0, max: 0 };
  });

  it('adds two cards in a row with Enter, at the end of the column', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    const column = await screen.findByRole('region', { name: 'Done column' });
    await user.click(within(column).getByRole('button', { name: 'Add a card to Done' }));
    const field = within(column).getByRole('textbox', { name: 'Title of a new card in Done' });
    expect(field).toHaveFocus();
    await user.type(field, 'Write the FAQ{Enter}');
    expect(field).toHaveValue('');
    await user.type(field, 'Record the demo{Enter}');

    expect(
      await within(column).findByRole('link', { name: /^#\d+ Record the demo/ }),
    ).toBeVisible();
    expect(within(column).getByRole('link', { name: /^#\d+ Write the FAQ/ })).toBeVisible();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
    const titles = within(column)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label') ?? link.textContent ?? '');
    expect(titles.at(-2)).toMatch(/Write the FAQ/);
    expect(titles.at(-1)).toMatch(/Record the demo/);
    const doneId = service.db.columns.find((c) => c.board_id === 1 && c.name === 'Done')?.id;
    expect(
      service.db.cards.filter((card) => card.column_id === doneId).map((card) => card.title),
    ).toEqual(expect.arrayContaining(['Write the FAQ', 'Record the demo']));
    // Open, as the New card dialog makes them, so a "Status: Open" filter keeps showing them.
    expect(
      service.db.cards
        .filter((card) => ['Write the FAQ', 'Record the demo'].includes(card.title))
        .map((card) => card.status),
    ).toEqual(['OPEN', 'OPEN']);
  });

  it('closes on Escape, and on blur when empty', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    const column = await screen.findByRole('region', { name: 'Backlog column' });
    await user.click(within(column).getByRole('button', { name: 'Add a card to Backlog' }));
    await user.type(within(column).getByRole('textbox'), 'Half a thought{Escape}');
    expect(within(column).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(column).getByRole('button', { name: 'Add a card to Backlog' }));
    await user.tab();
    expect(within(column).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps a refused title with the error beside the field, and shows the counter', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    const column = await screen.findByRole('region', { name: 'Backlog column' });
    await user.click(within(column).getByRole('button', { name: 'Add a card to Backlog' }));
    const field = within(column).getByRole('textbox');
    const tooLong = 'y'.repeat(256);
    // fireEvent bypasses maxLength, so the server's 422 is what refuses it.
    fireEvent.change(field, { target: { value: tooLong } });
    expect(within(column).getByText('256/255')).toBeVisible();
    await user.type(field, '{Enter}');

    const error = await within(column).findByRole('alert');
    expect(error).toHaveTextContent(/255/);
    expect(error).toHaveTextContent(/Press Enter to try again/);
    expect(field).toHaveValue(tooLong);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a card at once as pending while it is saved', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    const column = await screen.findByRole('region', { name: 'Review column' });
    service.faults.latencyMs = { min: 300, max: 300 };
    await user.click(within(column).getByRole('button', { name: 'Add a card to Review' }));
    await user.type(within(column).getByRole('textbox'), 'Slow one{Enter}');

    const pending = within(column).getByRole('list', { name: 'Cards being added to Review' });
    expect(pending).toHaveTextContent('Slow one');
    expect(await within(column).findByRole('link', { name: /Slow one/ })).toBeVisible();
    expect(
      within(column).queryByRole('list', { name: 'Cards being added to Review' }),
    ).not.toBeInTheDocument();
  });
});
