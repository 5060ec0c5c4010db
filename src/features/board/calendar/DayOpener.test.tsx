import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns/format';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '@/lib/screen-layout';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';
import { dayKey } from './calendar-dates';

/** A phone's window: the one media query that matches is the phone's. */
function stubPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: query === PHONE_QUERY,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('a phone month day: "N cards" opens the day', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();
  beforeEach(stubPhone);
  afterEach(() => vi.unstubAllGlobals());

  /** The day with the most of board 1's shown cards, and those cards. */
  function busiestDay() {
    const columns = new Set(
      service.db.columns
        .filter((column) => column.board_id === 1 && column.archived_at === null)
        .map((column) => column.id),
    );
    const byDay = new Map<string, typeof service.db.cards>();
    for (const card of service.db.cards) {
      if (card.board_id !== 1 || card.deleted_at !== null || card.archived_at !== null) continue;
      if (!columns.has(card.column_id) || card.due_date === null) continue;
      const key = dayKey(new Date(card.due_date));
      byDay.set(key, [...(byDay.get(key) ?? []), card]);
    }
    const [key, cards] = [...byDay].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
    if (!key || !cards) throw new Error('the seed has no dated card on board 1');
    return { key, due: new Date(cards[0]?.due_date ?? ''), cards };
  }

  it('shows a count instead of titles; the dialog lists every card of the day, and a card opens by keyboard', async () => {
    const user = userEvent.setup();
    const { key, due, cards } = busiestDay();
    const { history } = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: `/boards/1?view=calendar&date=${key}`,
    });
    const dayName = format(due, 'EEEE, MMMM d');
    const opener = await screen.findByRole('button', {
      name: new RegExp(`^${cards.length} cards?(, \\d+ items?)? due ${dayName}$`),
    });
    // The grid shows no card chips on a phone's month, only the count.
    const cell = opener.closest('td');
    if (!cell) throw new Error('the opener is not in a day');
    expect(within(cell).queryByRole('link')).toBeNull();
    expect(within(cell).queryByRole('button', { name: /more/ })).toBeNull();

    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: format(due, 'EEEE, MMMM d, y') });
    const list = within(dialog).getByRole('list', { name: `Due ${dayName}` });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(cards.length);
    for (const card of cards) {
      expect(
        within(list).getByRole('link', { name: `#${card.number} ${card.title}` }),
      ).toBeVisible();
    }

    // Focus is in the dialog; Tab reaches the first card's link, Enter opens that card.
    expect(dialog.contains(document.activeElement)).toBe(true);
    const first = links[0];
    for (let presses = 0; presses < 5 && document.activeElement !== first; presses += 1) {
      await user.tab();
    }
    expect(first).toHaveFocus();
    const id = /\/cards\/(\d+)/.exec(first?.getAttribute('href') ?? '')?.[1];
    await user.keyboard('{Enter}');
    expect(history.at(-1)).toContain(`/boards/1/cards/${id}`);
  });

  it('goes to the week from the day, and Escape gives focus back to the day', async () => {
    const user = userEvent.setup();
    const { key, due } = busiestDay();
    const { history } = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: `/boards/1?view=calendar&date=${key}`,
    });
    const opener = await screen.findByRole('button', {
      name: new RegExp(` due ${format(due, 'EEEE, MMMM d')}$`),
    });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Show the week' }));
    expect(history.at(-1)).toContain('span=week');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The week lists the day's cards as chips again.
    expect(
      await screen.findByRole('list', { name: `Due ${format(due, 'EEEE, MMMM d')}` }),
    ).toBeVisible();
  });
});
