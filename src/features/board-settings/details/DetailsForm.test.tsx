import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { BoardSettingsPage } from '../BoardSettingsPage';

async function detailsForm(token = 'demo-editor') {
  renderWithApi(<BoardSettingsPage boardId={1} />, { token });
  return screen.findByRole('form', { name: 'Board details' });
}

function describedBy(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('Board details form', () => {
  const { service } = useMockApi();
  afterEach(() => {
    service.faults.rules = [];
  });

  it('counts the name only near the limit and refuses one over 80 beside the field', async () => {
    const user = userEvent.setup();
    const form = await detailsForm();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    // 15 of 80: no counter; from 64 (the last fifth) it shows.
    expect(within(form).queryByText(/\/80 characters/)).toBeNull();
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(63));
    expect(within(form).queryByText(/\/80 characters/)).toBeNull();
    await user.type(name, 'x');
    expect(within(form).getByText('64/80 characters')).toBeVisible();
    expect(describedBy(name)).toContain('64/80 characters');
    const tooLong = 'x'.repeat(81);
    await user.clear(name);
    await user.click(name);
    await user.paste(tooLong);
    expect(name).toHaveValue(tooLong);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(name)).toContain('The name must be at most 80 characters.');
    expect(within(form).getByText('81/80 characters')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Save details' })).toBeDisabled();
  });

  it('refuses a description over 600 characters', async () => {
    const user = userEvent.setup();
    const form = await detailsForm();
    const description = within(form).getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.click(description);
    await user.paste('d'.repeat(601));
    expect(describedBy(description)).toContain('at most 600 characters');
    expect(within(form).getByRole('button', { name: 'Save details' })).toBeDisabled();
  });

  it('saves the details with one PATCH', async () => {
    const user = userEvent.setup();
    const form = await detailsForm();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Roadmap 2027');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Sort cards of new columns by' }),
      'due_date',
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Sort direction' }),
      'desc',
    );
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved.');
    expect(service.db.boards.find((board) => board.id === 1)).toMatchObject({
      name: 'Roadmap 2027',
      order_cards_by: 'due_date',
      order_cards_direction: 'desc',
    });
  });

  it('shows a parent cycle refused by the server at the parent field, keeping the choice', async () => {
    const user = userEvent.setup();
    const form = await detailsForm('demo-manager');
    const parent = within(form).getByRole('combobox', { name: 'Parent board' });
    await within(parent).findByRole('option', { name: /Mobile App/ });
    expect(within(parent).queryByRole('option', { name: /Product Roadmap/ })).toBeNull();
    await user.selectOptions(parent, '2');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(parent).toHaveAttribute('aria-invalid', 'true'));
    expect(describedBy(parent)).toContain(
      'The parent id field must not create a cycle of nested boards.',
    );
    expect(parent).toHaveValue('2');
    expect(service.db.boards.find((board) => board.id === 1)?.parent_id).toBeNull();
  });

  it('keeps the form after a failed save and offers to retry', async () => {
    const user = userEvent.setup();
    service.faults.rules = [{ method: 'PATCH', path: '/boards/1', kind: 'server', times: 1 }];
    const form = await detailsForm();
    await user.click(within(form).getByRole('button', { name: /^Icon / }));
    await user.click(await screen.findByRole('button', { name: '🚀' }));
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    const retry = await within(form).findByRole('button', { name: 'Try again' });
    expect(within(form).getByRole('button', { name: 'Icon 🚀' })).toBeVisible();
    await user.click(retry);
    await waitFor(() => expect(service.db.boards.find((board) => board.id === 1)?.icon).toBe('🚀'));
  });

  it('picks the icon from a grid of emoji, takes any other typed, and removes it', async () => {
    const user = userEvent.setup();
    const form = await detailsForm();
    const before = service.db.boards.find((board) => board.id === 1)?.icon ?? '';
    const trigger = within(form).getByRole('button', { name: `Icon ${before || 'No icon'}` });
    expect(within(form).queryByRole('textbox', { name: 'Icon' })).toBeNull();
    await user.click(trigger);
    const picker = await screen.findByRole('dialog', { name: 'Choose the board icon' });
    const grid = within(picker).getByRole('group', { name: 'Common emoji' });
    expect(within(grid).getAllByRole('button').length).toBeGreaterThanOrEqual(32);
    await user.click(within(grid).getByRole('button', { name: '🎯' }));
    // One press picks and closes; focus is back on the button, which shows the choice.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /board icon/ })).toBeNull());
    expect(within(form).getByRole('button', { name: 'Icon 🎯' })).toHaveFocus();

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Choose the board icon' });
    expect(within(again).getByRole('button', { name: '🎯' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const other = within(again).getByRole('textbox', { name: 'Or type any emoji' });
    await user.clear(other);
    await user.type(other, '🦊{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /board icon/ })).toBeNull());
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(service.db.boards.find((board) => board.id === 1)?.icon).toBe('🦊'));

    await user.click(within(form).getByRole('button', { name: 'Remove icon' }));
    expect(within(form).getByRole('button', { name: 'Icon No icon' })).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(service.db.boards.find((board) => board.id === 1)?.icon).toBeNull());
  });

  it('explains a 403 that still happens next to the action', async () => {
    const user = userEvent.setup();
    const form = await detailsForm();
    // The editor is demoted after the page loaded.
    const membership = service.db.members.find((m) => m.board_id === 1 && m.user_id === 2);
    if (membership) membership.permission = 'view';
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    // The refetch that follows turns the section read-only; it says why.
    const details = screen.getByRole('region', { name: 'Details' });
    expect(await within(details).findByRole('alert')).toHaveTextContent(
      'Your permission on this board has changed: you can no longer edit these details.',
    );
    expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
