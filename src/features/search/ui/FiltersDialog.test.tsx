import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BoardPage } from '@/features/board/BoardPage';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';

// The board's "n of m cards" (behind the modal panel, so hidden from the accessibility tree).
const shownCount = () =>
  document.querySelector('[role="search"] [role="status"]')?.textContent ?? null;

async function openFilters() {
  const user = userEvent.setup();
  const { history } = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
    path: '/boards/1',
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  return { user, dialog, history };
}

/** The number shown beside an option (its words for a screen reader are its description). */
function countOf(box: HTMLElement): { shown: number } {
  const row = box.closest('label')?.parentElement;
  const shown = row?.querySelector('[aria-hidden="true"]:not(label *)')?.textContent;
  return { shown: Number(shown) };
}

describe('the Filters panel: search and counts', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();

  it('shows beside each option how many cards ticking it alone would show', async () => {
    const { dialog } = await openFilters();
    const eli = within(dialog).getByRole('checkbox', { name: 'Eli Editor' });
    expect(eli).toHaveAccessibleDescription(/^\d+ cards?$/);
    const urgent = within(dialog).getByRole('checkbox', { name: 'Urgent' });
    const { shown } = countOf(urgent);
    expect(shown).toBeGreaterThan(1);
    expect(urgent).toHaveAccessibleDescription(`${shown} cards`);
    fireEvent.click(urgent);
    // The board behind shows exactly that many.
    await waitFor(() => expect(shownCount()).toMatch(new RegExp(`^${shown} of \\d+ cards$`)));
  }, 30_000);

  it('narrows the options to what is typed; Tab goes from the field into the list', async () => {
    const { user, dialog } = await openFilters();
    const field = within(dialog).getByRole('searchbox', { name: 'Find a filter' });
    expect(field).toHaveFocus();
    const before = within(dialog).getAllByRole('checkbox').length;
    await user.keyboard('urg');
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('id')),
    ).toHaveLength(1);
    const urgent = within(dialog).getByRole('checkbox', { name: 'Urgent' });
    expect(within(dialog).queryByRole('group', { name: 'Assignees' })).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Custom fields' })).toBeNull();
    await user.tab();
    expect(urgent).toHaveFocus();
    await user.keyboard(' ');
    expect(urgent).toBeChecked();

    // A group's own name shows all of it; a person is found by a part of the name, any case.
    await user.clear(field);
    await user.type(field, 'assignees');
    expect(
      within(within(dialog).getByRole('group', { name: 'Assignees' })).getAllByRole('checkbox')
        .length,
    ).toBeGreaterThan(3);
    await user.clear(field);
    await user.type(field, 'ELI');
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['EEEli Editor']);
    await user.clear(field);
    await user.type(field, 'zzz');
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(dialog).getByRole('status')).toHaveTextContent('No filter matches “zzz”.');
    // Clear and Done stay; the tag ticked while it was shown is still ticked.
    expect(within(dialog).getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await user.clear(field);
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(before);
    expect(within(dialog).getByRole('checkbox', { name: 'Urgent' })).toBeChecked();
  }, 30_000);

  it('filters to blocked cards by relation, and keeps it in the URL', async () => {
    const { dialog, history } = await openFilters();
    const group = within(dialog).getByRole('group', { name: 'Relations' });
    // The seed: #18 waits for the open #17; #20 has three sub-cards.
    const blocked = within(group).getByRole('checkbox', { name: 'Blocked' });
    expect(blocked).toHaveAccessibleDescription('Waits for an open card 1 card');
    expect(countOf(within(group).getByRole('checkbox', { name: 'Is a sub-card' })).shown).toBe(3);
    fireEvent.click(blocked);
    await waitFor(() => expect(shownCount()).toMatch(/^1 of \d+ cards$/));
    const url = new URL(history.at(-1) ?? '', 'http://board.test');
    expect(url.searchParams.get('rel')).toBe('blocked');
    expect(screen.getByText('Relation: Blocked')).toBeInTheDocument();
  }, 30_000);

  it('offers no relation filters on a board whose read carries no relations', async () => {
    service.db.relations.splice(0);
    const { dialog } = await openFilters();
    expect(within(dialog).getByRole('group', { name: 'Status' })).toBeVisible();
    expect(within(dialog).queryByRole('group', { name: 'Relations' })).toBeNull();
  }, 30_000);
});
