import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { undoOnBoard } from '@/sync/undo/undo';
import { clearUndoHistory, historyOf } from '@/sync/undo/undo-history';
import { forgetTeammateEdits } from '@/sync/undo/teammate-edits';
import { MyWorkPage } from './MyWorkPage';

// Several boards are read and parsed in this process: on a busy 2-core machine that takes a while.
configure({ asyncUtilTimeout: 5000 });

/** Wednesday, November 25, 2026, 10:00 local time. */
const NOW = new Date(2026, 10, 25, 10, 0);
const MAYA = 1;

describe('My work', () => {
  const { service, server } = useMockApi();

  beforeEach(() => {
    // Only the date is fixed: React Query and the mock keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    service.reset();
    // Each test's actions alone on the boards' histories, and no teammate's change to undo past
    // (one noted at the real time, after NOW, would refuse every undo).
    clearUndoHistory();
    forgetTeammateEdits();
    const due = (cardId: number, date: Date | null) => {
      const card = service.db.cards.find((candidate) => candidate.id === cardId);
      if (!card) throw new Error(`no card ${cardId}`);
      card.due_date = date?.toISOString() ?? null;
    };
    // Board 1: #10 assigned and mentioned, #16 assigned, #18 mentioned (the seed).
    due(10, new Date(2026, 10, 24, 10, 0));
    due(16, new Date(2026, 10, 25, 18, 0));
    due(18, new Date(2026, 10, 27, 9, 0));
    // Board 2 (#1, card 31) and board 3 (#1, card 33): assigned to Maya here.
    service.db.cardAssignees.push({ card_id: 31, user_id: MAYA }, { card_id: 33, user_id: MAYA });
    due(31, new Date(2026, 11, 10, 9, 0));
    due(33, null);
  });
  afterEach(() => vi.useRealTimers());

  const group = (name: RegExp) => screen.getByRole('region', { name });
  const titlesIn = (name: RegExp) =>
    within(group(name))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('groups my cards of every board by due date, with board and column', async () => {
    renderWithApi(<MyWorkPage />, { path: '/my-work' });
    await screen.findByRole('region', { name: /No due date/ });
    await screen.findByRole('region', { name: /Later/ });
    expect(titlesIn(/Overdue/)).toEqual(['#10 Weekly product sync notes']);
    expect(titlesIn(/Today/)).toEqual(['#16 Notification preferences screen']);
    // Maya's checklist item "Docs" on #12 (due tomorrow) sits among her cards, by due date.
    expect(titlesIn(/This week/)).toEqual([
      'on #12 Mentions in comments',
      '#18 Export board to the drive',
    ]);
    expect(titlesIn(/Later/)).toEqual(['#1 Push notifications on iOS']);
    expect(titlesIn(/No due date/)).toEqual(['#1 Remote work policy']);
    // Someone else's card is not here.
    expect(screen.queryByRole('link', { name: /Research offline mode/ })).toBeNull();

    const later = within(group(/Later/));
    expect(later.getByText('Mobile App')).toBeVisible();
    expect(later.getByText('To do', { selector: 'bdi' })).toBeVisible();
    expect(later.getByRole('link', { name: /Push notifications/ })).toHaveAttribute(
      'href',
      '/boards/2/cards/31',
    );
    expect(within(group(/Overdue/)).getByText(/^Was due/)).toBeVisible();
  });

  it('shows the boards that answer when one fails, and says which one failed', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(`${TEST_API_BASE_URL}/boards/2`, () =>
        fail ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
      ),
    );
    renderWithApi(<MyWorkPage />, { path: '/my-work' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cards of Mobile App could not be read');
    expect(await screen.findByRole('region', { name: /No due date/ })).toBeVisible();
    expect(titlesIn(/Overdue/)).toEqual(['#10 Weekly product sync notes']);
    expect(screen.queryByRole('region', { name: /Later/ })).toBeNull();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again: Mobile App' }));
    expect(await screen.findByRole('region', { name: /Later/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('filters by board, tag and reason', async () => {
    const user = userEvent.setup();
    renderWithApi(<MyWorkPage />, { path: '/my-work' });
    await screen.findByRole('region', { name: /Later/ });
    await screen.findByRole('region', { name: /No due date/ });

    await user.selectOptions(screen.getByLabelText('Show'), 'Mentioned');
    expect(
      screen.getAllByRole('listitem').map((row) => row.querySelector('a')?.textContent),
    ).toEqual(['#10 Weekly product sync notes', '#18 Export board to the drive']);

    await user.selectOptions(screen.getByLabelText('Show'), 'Assigned');
    await user.selectOptions(screen.getByLabelText('Tag'), 'Design');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '#16 Notification preferences screen',
    ]);

    await user.selectOptions(screen.getByLabelText('Tag'), '');
    await user.selectOptions(screen.getByLabelText('Board'), 'Company Handbook');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '#1 Remote work policy',
    ]);
  });

  it('marks a card an open card blocks, and hides blocked cards when asked', async () => {
    const user = userEvent.setup();
    renderWithApi(<MyWorkPage />, { path: '/my-work' });
    // The seed (CONTRACT 4d): #18 waits for the open #17.
    const rowOf = async (name: string) => {
      const row = (await screen.findByRole('link', { name })).closest('li');
      if (!row) throw new Error(`no row for ${name}`);
      return row;
    };
    const blocked = await rowOf('#18 Export board to the drive');
    expect(within(blocked).getByText('Blocked by 1 open card')).toBeVisible();
    const free = await rowOf('#10 Weekly product sync notes');
    expect(within(free).queryByText(/^Blocked by/)).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Hide blocked cards' }));
    expect(screen.queryByRole('link', { name: '#18 Export board to the drive' })).toBeNull();
    expect(screen.getByRole('link', { name: '#10 Weekly product sync notes' })).toBeVisible();
  });

  it('shows my checklist items with card and board, ticks one and undoes it', async () => {
    const user = userEvent.setup();
    renderWithApi(<MyWorkPage />, { path: '/my-work' });
    // The seed: Maya's open item "Docs" on card 12 (#12), due tomorrow (this week).
    const tick = await screen.findByRole('checkbox', { name: 'Tick "Docs" on #12' });
    const row = tick.closest('li');
    if (!row) throw new Error('no row');
    expect(row.closest('section')).toHaveAccessibleName(/This week/);
    expect(within(row).getByRole('link', { name: /^on #12 / })).toHaveAttribute(
      'href',
      '/boards/1/cards/12',
    );
    expect(within(row).getByText('Product Roadmap')).toBeVisible();
    const stored = () => service.db.checklistItems.find((item) => item.title === 'Docs');

    await user.click(tick);
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Tick "Docs" on #12' })).toBeNull(),
    );
    await waitFor(() => expect(stored()?.is_completed).toBe(true));
    await waitFor(() =>
      expect(historyOf(1).past.map((action) => action.done)).toEqual(['Ticked "Docs" on #12']),
    );
    expect(await undoOnBoard(1)).toMatchObject({ ok: true });
    // The row comes back, and may be drawn again when the list is read again: the one on screen.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Tick "Docs" on #12' })).toBeVisible(),
    );
    await waitFor(() => expect(stored()?.is_completed).toBe(false));
  });

  it('says so when the server does not list checklist items, and shows the cards', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/me/checklist-items`, () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    renderWithApi(<MyWorkPage />, { path: '/my-work' });
    expect(await screen.findByText(/does not list checklist items/)).toBeVisible();
    await screen.findByRole('region', { name: /Overdue/ });
    expect(screen.queryByRole('checkbox', { name: /^Tick/ })).toBeNull();
  });

  it('undoes the last quick action with Ctrl+Z, whatever its board, and redoes it', async () => {
    const user = userEvent.setup();
    renderWithApi(<MyWorkPage />, { path: '/my-work' });
    await screen.findByRole('region', { name: /Overdue/ });
    await screen.findByRole('region', { name: /Later/ });
    const completed = (id: number) => service.db.cards.find((card) => card.id === id)?.completed_at;

    await user.click(screen.getByRole('button', { name: 'Complete #10' }));
    await waitFor(() => expect(historyOf(1).past).toHaveLength(1));
    // Board 2's #1 (card 31), completed after board 1's #10.
    await user.click(within(group(/Later/)).getByRole('button', { name: 'Complete #1' }));
    await waitFor(() => expect(historyOf(2).past).toHaveLength(1));
    await waitFor(() => expect(completed(31)).not.toBeNull());

    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByRole('link', { name: /Push notifications/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /#10 / })).toBeNull();
    await waitFor(() => expect(completed(31)).toBeNull());
    await waitFor(() => expect(screen.getByText(/^Undone: /)).toBeInTheDocument());

    await user.keyboard('{Control>}z{/Control}');
    // Waited for as a condition: the row can be drawn again as the write's answer lands.
    await waitFor(() => expect(screen.getByRole('link', { name: /#10 / })).toBeVisible());
    await waitFor(() => expect(completed(10)).toBeNull());

    await user.keyboard('{Shift>}{Control>}z{/Control}{/Shift}');
    await waitFor(() => expect(screen.queryByRole('link', { name: /#10 / })).toBeNull());
    await waitFor(() => expect(completed(10)).not.toBeNull());
    expect(completed(31)).toBeNull();
  });

  it('completes, moves and re-dates a card with the board write, and undoes it', async () => {
    const user = userEvent.setup();
    renderWithApi(<MyWorkPage />, { path: '/my-work' });
    await screen.findByRole('region', { name: /Overdue/ });
    const stored = (id: number) => service.db.cards.find((card) => card.id === id);

    await user.click(screen.getByRole('button', { name: 'Complete #10' }));
    expect(screen.queryByRole('link', { name: /#10 / })).toBeNull();
    await waitFor(() => expect(stored(10)?.completed_at).not.toBeNull());

    // The action is on board 1's history (recorded once the history's chunk is in).
    await waitFor(() =>
      expect(historyOf(1).past.map((action) => action.done)).toEqual(['Completed #10']),
    );
    expect(await undoOnBoard(1)).toMatchObject({ ok: true });
    // Waited for as a condition: the row can be drawn again as the write's answer lands.
    await waitFor(() => expect(screen.getByRole('link', { name: /#10 / })).toBeVisible());
    await waitFor(() => expect(stored(10)?.completed_at).toBeNull());

    const today = within(group(/Today/));
    await user.selectOptions(today.getByLabelText('Column of #16'), 'Review');
    expect(today.getByText('Review', { selector: 'bdi' })).toBeVisible();
    await waitFor(() => expect(stored(16)?.column_id).toBe(4));

    const dueDay = today.getByLabelText('Due day of #16');
    await user.clear(dueDay);
    await user.type(dueDay, '2026-12-20{Enter}');
    expect(await within(group(/Later/)).findByRole('link', { name: /#16 / })).toBeVisible();
    await waitFor(() =>
      expect(stored(16)?.due_date).toBe(new Date(2026, 11, 20, 18, 0).toISOString()),
    );
  });
});
