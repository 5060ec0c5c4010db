import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns/format';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';
import { dayKey, gridDays, localeWeekStart } from './calendar-dates';

describe('the calendar view', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();

  /** Board 1's cards the views show: live, not archived, in a live column. */
  function shownCards() {
    const columns = new Set(
      service.db.columns
        .filter((column) => column.board_id === 1 && column.archived_at === null)
        .map((column) => column.id),
    );
    return service.db.cards.filter(
      (card) =>
        card.board_id === 1 &&
        columns.has(card.column_id) &&
        card.deleted_at === null &&
        card.archived_at === null,
    );
  }

  it('puts each card on the day it is due, the undated ones beside, and pages by month and week', async () => {
    const user = userEvent.setup();
    const { history } = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: '/boards/1?view=calendar',
    });
    const now = new Date();
    expect(
      await screen.findByRole('heading', { level: 2, name: format(now, 'MMMM yyyy') }),
    ).toBeVisible();

    const grid = new Set(gridDays(now, 'month', localeWeekStart(navigator.language)).map(dayKey));
    const dated = shownCards().filter(
      (card) => card.due_date !== null && grid.has(dayKey(new Date(card.due_date))),
    );
    expect(dated.length).toBeGreaterThan(0);
    for (const card of dated) {
      const due = new Date(card.due_date ?? '');
      const day = screen.getByRole('list', { name: `Due ${format(due, 'EEEE, MMMM d')}` });
      const onDay = within(day).queryByRole('link', { name: new RegExp(`#${card.number} `) });
      // A busy day shows three, then "+N more".
      if (!onDay) {
        expect(
          within(day.closest('td') ?? day).getByRole('button', { name: /more/ }),
        ).toBeVisible();
      }
    }
    const undated = shownCards().filter((card) => card.due_date === null);
    const side = screen.getByRole('region', { name: /No due date/ });
    expect(within(side).getByText(`(${undated.length})`)).toBeVisible();
    for (const card of undated.slice(0, 5)) {
      expect(
        within(side).getByRole('link', { name: new RegExp(`#${card.number} `) }),
      ).toBeVisible();
    }

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    expect(
      screen.getByRole('heading', { level: 2, name: format(next, 'MMMM yyyy') }),
    ).toBeVisible();
    expect(history.at(-1)).toContain(`date=${dayKey(next)}`);

    await user.click(screen.getByRole('radio', { name: 'Week' }));
    expect(screen.getAllByRole('columnheader')).toHaveLength(7);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(history.at(-1)).toContain('span=week');
  });

  it('offers no drag handles to a viewer', async () => {
    renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: '/boards/1?view=calendar',
      token: 'demo-viewer',
    });
    await screen.findByRole('region', { name: /No due date/ });
    expect(screen.queryByRole('button', { name: /^Set the due date of/ })).toBeNull();
  });

  it('marks the checklist items due on a day, with their card', async () => {
    const item = service.db.checklistItems.find((candidate) => candidate.title === 'Notifications');
    const checklist = service.db.checklists.find((list) => list.id === item?.checklist_id);
    const card = service.db.cards.find((candidate) => candidate.id === checklist?.card_id);
    if (!item?.due_date || !card) throw new Error('the seed has no dated item "Notifications"');
    const due = new Date(item.due_date);
    const dayName = format(due, 'EEEE, MMMM d');
    renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: `/boards/1?view=calendar&span=week&date=${dayKey(due)}`,
    });
    const items = await screen.findByRole('list', { name: `Checklist items due ${dayName}` });
    const link = within(items).getByRole('link', {
      name: `Notifications #${card.number}, checklist item`,
    });
    expect(link).toHaveAttribute('href', expect.stringContaining(`/cards/${card.id}`));
    // Its card's own entry is a card, not an item.
    expect(screen.queryByRole('button', { name: /^Set the due date of Notifications/ })).toBeNull();
  });
});
