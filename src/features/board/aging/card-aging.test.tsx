import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cardAge, DEFAULT_AGING } from '@/domain/card-aging';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';
import { saveAgingThresholds } from '@/data/preferences/aging-thresholds';

describe('card aging on the board', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();
  afterEach(() => localStorage.clear());

  /** The board's shown cards, by number, and those the rule says are idle or stale. */
  function expectedAging(thresholds = DEFAULT_AGING) {
    const liveColumns = new Set(
      service.db.columns
        .filter((column) => column.board_id === 1 && column.archived_at === null)
        .map((column) => column.id),
    );
    return service.db.cards
      .filter((card) => card.board_id === 1 && liveColumns.has(card.column_id))
      .flatMap((card) => {
        const age = cardAge(card, new Date(), thresholds);
        return age ? [{ number: card.number, ...age }] : [];
      })
      .sort((a, b) => a.number - b.number);
  }

  const shownNumbers = () =>
    screen
      .getAllByRole('link', { name: /#\d+ / })
      .map((link) => Number(/#(\d+)/.exec(link.textContent ?? '')?.[1]))
      .sort((a, b) => a - b);

  it('marks untouched cards with how long, and the Stale filter from the URL shows only them', async () => {
    const expected = expectedAging();
    expect(expected.some((card) => card.level === 'idle')).toBe(true);
    expect(expected.some((card) => card.level === 'stale')).toBe(true);

    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { path: '/boards/1?stale=1' });
    const toggle = await screen.findByRole('button', { name: `Stale (${expected.length})` });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(shownNumbers()).toEqual(expected.map((card) => card.number));
    for (const { number, days } of expected) {
      const tile = screen
        .getByRole('link', { name: new RegExp(`^#${number} `) })
        .closest('article');
      if (!tile) throw new Error(`no tile for #${number}`);
      expect(within(tile).getByTitle(`No change for ${days} days`)).toHaveTextContent(
        `${days} dNo change for ${days} days`,
      );
    }

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Stale' })).toHaveAttribute('aria-pressed', 'false');
    expect(shownNumbers().length).toBeGreaterThan(expected.length);
  });

  it('follows the board’s own thresholds', async () => {
    saveAgingThresholds(1, { idleDays: 15, staleDays: 20 });
    const expected = expectedAging({ idleDays: 15, staleDays: 20 });
    expect(expected.length).toBeGreaterThan(0);
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { path: '/boards/1?stale=1' });
    await screen.findByRole('button', { name: `Stale (${expected.length})` });
    expect(shownNumbers()).toEqual(expected.map((card) => card.number));
  });
});
