import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BoardPage } from '@/features/board/BoardPage';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';

describe('CardPanel', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();

  it('shows every attribute once, at the top, as the control that changes it', async () => {
    renderWithApi(<BoardPage boardId={1} cardId={12} />, { path: '/boards/1/cards/12' });
    const panel = await screen.findByRole('dialog', { name: /^#12 / });
    const details = await within(panel).findByRole('group', { name: 'Card details' });
    const card = service.db.cards.find((c) => c.id === 12);
    const column = service.db.columns.find((c) => c.id === card?.column_id);
    if (!card || !column) throw new Error('unexpected seed');
    const columnField = within(details).getByRole<HTMLSelectElement>('combobox', {
      name: 'Column',
    });
    expect(columnField.selectedOptions[0]?.textContent).toBe(column.name);
    expect(within(details).getByRole('combobox', { name: 'Status' })).toBeEnabled();
    expect(within(details).getByLabelText('Due date')).toBeEnabled();
    expect(within(details).getByRole('checkbox', { name: 'Pinned' })).toBeChecked();
    expect(within(details).getByText(/^Since /)).toBeVisible();
    expect(within(details).getByRole('radiogroup', { name: 'Cover' })).toBeVisible();
    expect(within(details).getByRole('button', { name: 'Change assignees' })).toBeVisible();
    expect(within(details).getByRole('button', { name: 'Change tags' })).toBeVisible();
    // Nothing to press to save: no Save buttons outside the description.
    expect(within(panel).queryByRole('button', { name: /^Save/ })).toBeNull();
    // The attributes come before the description.
    const description = await within(panel).findByRole('region', { name: 'Description' });
    expect(details.compareDocumentPosition(description)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('is read-only for a viewer', async () => {
    renderWithApi(<BoardPage boardId={1} cardId={12} />, {
      path: '/boards/1/cards/12',
      token: 'demo-viewer',
    });
    const panel = await screen.findByRole('dialog', { name: /^#12 / });
    expect(await within(panel).findByText(/can read this card but not edit it/)).toBeVisible();
    expect(within(panel).queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Edit description' })).toBeNull();
    // The same controls show the values, disabled.
    expect(within(panel).getByRole('combobox', { name: 'Status' })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'Pinned' })).toBeDisabled();
    expect(within(panel).queryByRole('button', { name: 'Change assignees' })).toBeNull();
  });

  it('gives an interact member assignees, checklist items and files, and nothing else', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={9} />, {
      path: '/boards/1/cards/9',
      token: 'demo-member',
    });
    const panel = await screen.findByRole('dialog', { name: /^#9 / });
    expect(await within(panel).findByText(/You can assign people, tick and add/)).toBeVisible();
    await within(panel).findByRole('region', { name: 'Steps' });
    // The comment composer's editor is a lazy chunk: wait for it, as for the sections above.
    await within(panel).findByRole('textbox', { name: 'Write a comment' });
    // Every control the member can use, by name (labels' text for inputs).
    const usable = Array.from(
      panel.querySelectorAll<HTMLInputElement | HTMLButtonElement | HTMLSelectElement>(
        'button, input, select, textarea, [contenteditable="true"]',
      ),
    )
      .filter((control) => !control.disabled)
      .map(
        (control) =>
          control.getAttribute('aria-label') ??
          // A person's label is avatar + name: the name is in its <bdi>.
          (
            control.labels?.[0]?.querySelector('bdi') ??
            control.labels?.[0] ??
            control
          ).textContent?.trim(),
      );
    expect(usable).toEqual([
      'Card actions',
      'Close card',
      'Change assignees',
      'Write copy',
      'Illustrations',
      'Ship behind a flag',
      'Add item',
      'Attach a file…',
      'Comments',
      'Activity',
      'All',
      'Bold',
      'Italic',
      'Code',
      'Heading',
      'Bullet list',
      'Numbered list',
      'Quote',
      'Write a comment',
    ]);
    for (const name of ['Title', 'Checklist title', 'New checklist']) {
      expect(within(panel).queryByRole('textbox', { name })).toBeNull();
    }
    for (const name of ['Edit description', 'Delete card…', 'Add checklist']) {
      expect(within(panel).queryByRole('button', { name })).toBeNull();
    }

    await user.click(within(panel).getByRole('button', { name: 'Change assignees' }));
    const group = within(panel).getByRole('group', { name: 'Assignees' });
    await user.click(within(group).getByRole('checkbox', { name: /Vic Viewer/ }));
    await waitFor(() =>
      expect(service.db.cardAssignees.some((r) => r.card_id === 9 && r.user_id === 4)).toBe(true),
    );
  });

  it('shows content that is not an editor document as plain text with a notice', async () => {
    const stored = service.db.cards.find((card) => card.id === 12);
    if (!stored) throw new Error('no card 12');
    stored.content = 'Plain <b>old</b> text';
    renderWithApi(<BoardPage boardId={1} cardId={12} />, { path: '/boards/1/cards/12' });
    const panel = await screen.findByRole('dialog', { name: /^#12 / });
    expect(await within(panel).findByText(/not in the editor's format/)).toBeVisible();
    expect(within(panel).getByText('Plain <b>old</b> text')).toBeVisible();
    expect(stored.content).toBe('Plain <b>old</b> text');
  });

  it('assigns on the tick, at once, sending only that person to assignees/sync', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url.endsWith('/assignees/sync')) bodies.push(await request.clone().json());
      return realFetch(request);
    });
    const assigned = service.db.cardAssignees.filter((row) => row.card_id === 12);
    expect(assigned.some((row) => row.user_id === 4)).toBe(false);
    renderWithApi(<BoardPage boardId={1} cardId={12} />, { path: '/boards/1/cards/12' });
    const panel = await screen.findByRole('dialog', { name: /^#12 / });
    await user.click(await within(panel).findByRole('button', { name: 'Change assignees' }));
    const group = within(panel).getByRole('group', { name: 'Assignees' });
    await user.click(within(group).getByRole('checkbox', { name: /Vic Viewer/ }));
    // Shown at once among the chosen, before the server has answered.
    expect(within(group).getByRole('checkbox', { name: /Vic Viewer/ })).toBeChecked();
    await waitFor(() => expect(bodies).toEqual([{ assignees: { 4: true } }]));
    await waitFor(() =>
      expect(service.db.cardAssignees.some((r) => r.card_id === 12 && r.user_id === 4)).toBe(true),
    );
    spy.mockRestore();
  });

  it('asks calmly for a required custom field, says what waits for it, and saves a value', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={3} />, { path: '/boards/1/cards/3' });
    const panel = await screen.findByRole('dialog', { name: /^#3 / });
    expect(
      await within(panel).findByText(
        'To fill in: Priority. Files, comments and timers open on this card once it has a value.',
      ),
    ).toBeVisible();
    const priority = within(panel).getByRole('combobox', { name: 'Priority (required)' });
    const option = within(priority).getAllByRole<HTMLOptionElement>('option')[1];
    if (!option) throw new Error('no option');
    await user.selectOptions(priority, option);
    await waitFor(() =>
      expect(
        service.db.customFieldValues.some((row) => row.card_id === 3 && row.value === option.value),
      ).toBe(true),
    );
    await waitFor(() => expect(within(panel).queryByText(/To fill in: Priority/)).toBeNull());
  });

  it('ticks an item, adds an item and renames a checklist; the progress follows', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={9} />, { path: '/boards/1/cards/9' });
    const panel = await screen.findByRole('dialog', { name: /^#9 / });
    const steps = await within(panel).findByRole('region', { name: 'Steps' });
    expect(within(steps).getByText(/1 of 3 done \(33%\)/)).toBeVisible();

    await user.click(within(steps).getByRole('checkbox', { name: 'Illustrations' }));
    expect(await within(steps).findByText(/2 of 3 done \(67%\)/)).toBeVisible();

    await user.click(within(steps).getByRole('button', { name: 'Add item' }));
    await user.type(within(steps).getByRole('textbox', { name: 'New item' }), 'Announce it');
    await user.click(within(steps).getByRole('button', { name: 'Add item' }));
    expect(await within(steps).findByRole('checkbox', { name: 'Announce it' })).not.toBeChecked();
    expect(await within(steps).findByText(/2 of 4 done \(50%\)/)).toBeVisible();

    // The title is the heading until pressed; then a field, saved with Enter.
    expect(within(steps).queryByRole('textbox', { name: 'Checklist title' })).toBeNull();
    await user.click(within(steps).getByRole('button', { name: 'Steps' }));
    const title = within(steps).getByRole('textbox', { name: 'Checklist title' });
    expect(title).toHaveFocus();
    await user.clear(title);
    await user.type(title, 'Launch steps{Enter}');
    const renamed = await within(panel).findByRole('region', { name: 'Launch steps' });
    expect(within(renamed).getByRole('button', { name: 'Launch steps' })).toHaveFocus();
    expect(within(renamed).queryByRole('textbox', { name: 'Checklist title' })).toBeNull();
  });

  it('deletes a recurrent card from the panel and stops its series when asked', async () => {
    const user = userEvent.setup();
    const card = service.db.cards.find((c) => c.board_id === 1 && c.card_recurrence_id !== null);
    if (!card) throw new Error('the seed has no recurrent card');
    renderWithApi(<BoardPage boardId={1} cardId={card.id} />, {
      path: `/boards/1/cards/${card.id}`,
    });
    const panel = await screen.findByRole('dialog', { name: new RegExp(`^#${card.number} `) });
    const confirmName = `Delete card #${card.number}?`;
    await user.click(await within(panel).findByRole('button', { name: 'Card actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete card…' }));
    const confirm = await screen.findByRole('dialog', { name: confirmName });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: confirmName })).toBeNull());
    expect(card.deleted_at).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Card actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete card…' }));
    const again = await screen.findByRole('dialog', { name: confirmName });
    await user.click(within(again).getByRole('checkbox', { name: 'Also stop future repeats' }));
    await user.click(within(again).getByRole('button', { name: 'Delete card' }));
    await waitFor(() => expect(card.deleted_at).not.toBeNull());
    const series = service.db.recurrences.find((r) => r.id === card.card_recurrence_id);
    expect(series?.status).toBe('stopped');
  });
});
