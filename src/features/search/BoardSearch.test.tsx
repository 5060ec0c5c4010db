import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { getBoard } from '@/api/endpoints/boards';
import { createApiClient } from '@/api/http/client';
import type { BoardWorkingSet } from '@/api/types';
import { BoardPage } from '@/features/board/BoardPage';

let board: BoardWorkingSet;

function fieldId(name: string): number {
  const definition = board.custom_field_definitions.find((d) => d.name === name);
  if (!definition) throw new Error(`no field ${name}`);
  return definition.id;
}

const cardLinks = () => screen.getAllByRole('link', { name: /^#\d+ / });
const count = () => screen.getByRole('search').querySelector('[role="status"]')?.textContent;
const chips = () => screen.getByRole('list', { name: 'Active filters' });

describe('board search and filters', () => {
  useMockApi();
  useViewportForVirtualLists();
  afterEach(() => {
    vi.useRealTimers();
  });

  beforeAll(async () => {
    board = await getBoard(
      createApiClient({ baseUrl: TEST_API_BASE_URL, token: 'demo-manager' }),
      1,
    );
  });

  it('shows only the matches with the count and marks the query in titles', async () => {
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { path: '/boards/1?q=fix' });
    await waitFor(() => expect(count()).toBe('2 of 25 cards'));
    expect(cardLinks().map((link) => link.textContent)).toEqual([
      expect.stringContaining('Fix: due date off by one day'),
      expect.stringContaining('Fix: tag colors lost on save'),
    ]);
    expect(cardLinks()[0]?.querySelector('mark')?.textContent).toBe('Fix');
  });

  it('filters on the keystroke itself: no timer runs before the board shows the matches', async () => {
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { path: '/boards/1?q=f' });
    await waitFor(() =>
      expect(screen.getByRole('search').querySelector('[data-result]')).not.toBeNull(),
    );
    await waitFor(() => expect(cardLinks().length).toBeGreaterThan(2));
    // With timers stopped, neither a typing pause nor the server's debounced search can fire.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search cards' }), {
      target: { value: 'fix' },
    });
    await act(async () => {});
    expect(cardLinks().map((link) => link.querySelector('mark')?.textContent)).toEqual([
      'Fix',
      'Fix',
    ]);
    expect(count()).toBe('2 of 25 cards');
    expect(screen.getByRole('search').querySelector('[data-result]')).toHaveAttribute(
      'data-result',
      'local',
    );
  });

  it('removes one filter with its chip, then all with "Clear all"', async () => {
    const { history } = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: '/boards/1?view=kanban&tags=6&due=overdue',
    });
    await screen.findByRole('button', { name: 'Remove filter Tag: Bug' });
    await waitFor(() => expect(cardLinks()).toHaveLength(1));
    // A filtered board hides its empty columns, and the "+ Add column" tile with them.
    expect(screen.queryByRole('button', { name: 'Add column' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Due: Overdue' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(2));
    expect(within(chips()).queryByText('Due: Overdue')).toBeNull();
    expect(history.at(-1)).toBe('/boards/1?view=kanban&tags=6');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull());
    expect(history.at(-1)).toBe('/boards/1?view=kanban');
    expect(cardLinks().length).toBeGreaterThan(20);
    expect(await screen.findByRole('button', { name: 'Add column' })).toBeVisible();
  });

  it('offers each due-date idea once, each with a line on what it means', async () => {
    renderWithApi(<BoardPage boardId={1} cardId={null} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const status = within(dialog).getByRole('group', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Open', 'Closed', 'Archived']);
    expect(within(dialog).getAllByRole('checkbox', { name: 'Overdue' })).toHaveLength(1);
    // Its line, then how many cards it matches (FiltersDialog.test.tsx checks the count).
    expect(within(dialog).getByRole('checkbox', { name: 'Overdue' })).toHaveAccessibleDescription(
      /^Past its due date and not completed \d+ cards?$/,
    );
  });

  it('still shows a due status that a link uses, so it can be unticked', async () => {
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { path: '/boards/1?status=NEAR' });
    fireEvent.click(await screen.findByRole('button', { name: 'Filters (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const status = within(dialog).getByRole('group', { name: 'Status' });
    expect(within(status).getByRole('checkbox', { name: 'Due soon' })).toBeChecked();
  });

  it('says when nothing matches and offers to clear', async () => {
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { path: '/boards/1?q=zzzz' });
    expect(await screen.findByText('No cards match these filters.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardLinks().length).toBeGreaterThan(20));
  });

  it('shows a 422 beside the filter that caused it and keeps the rest of the view', async () => {
    const customer = fieldId('Customer');
    renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: `/boards/1?tags=6&cf=${customer}:gt:5`,
    });
    const chip = (await screen.findByText(/^Customer is more than 5$/)).closest('li');
    if (!chip) throw new Error('no chip');
    expect(
      await within(chip).findByText(/by\.customFields\.0\.operator must be one of/),
    ).toBeVisible();
    // The tag filter still applies (local result).
    expect(cardLinks()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const operator = within(dialog).getByLabelText('Customer operator');
    expect(operator).toHaveAttribute('aria-invalid', 'true');
    expect(operator).toHaveAccessibleDescription(/must be one of contains, equals/);
  });

  it('sets filters from the dialog: a tag, "me", and a number range', async () => {
    const { history } = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: '/boards/1',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(dialog).getByLabelText('Frontend'));
    fireEvent.click(within(dialog).getByLabelText('Me'));
    fireEvent.change(within(dialog).getByLabelText('Add a condition on'), {
      target: { value: String(fieldId('Estimate')) },
    });
    fireEvent.change(within(dialog).getByLabelText('Estimate operator'), {
      target: { value: 'between' },
    });
    fireEvent.change(within(dialog).getByLabelText('Estimate from'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Estimate to'), { target: { value: '5' } });
    expect(decodeURIComponent(history.at(-1) ?? '')).toBe(
      `/boards/1?tags=3&assignees=me&cf=${fieldId('Estimate')}:between:1..5`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(count()).toBe('0 of 25 cards'));
  });

  it('saves the current filter under a name and applies it again', async () => {
    localStorage.clear();
    const { history } = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: '/boards/1?q=fix&tags=6',
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Filters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Bugs to fix' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save current filter' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(history.at(-1)).toBe('/boards/1'));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(again).getByRole('button', { name: 'Apply “Bugs to fix”' }));
    expect(history.at(-1)).toBe('/boards/1?q=fix&tags=6');
  });
});
