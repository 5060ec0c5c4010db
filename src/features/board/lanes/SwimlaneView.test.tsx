import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';
import { preloadSwimlanes } from './LazySwimlaneView';

const ELI = 2;
const INES = 3;

describe('swimlanes in the kanban', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();
  // Loaded here, not in the shared setup (see test/setup-dom.ts), as a user a second in would.
  beforeAll(() => preloadSwimlanes());

  it('are picked in the toolbar and kept in the URL; "None" brings back the plain kanban', async () => {
    const user = userEvent.setup();
    const { history } = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: '/boards/1',
    });
    const picker = await screen.findByRole('combobox', { name: 'Lanes' });
    expect(await screen.findByRole('region', { name: 'Backlog column' })).toBeVisible();

    await user.selectOptions(picker, 'Assignee');
    expect(history.at(-1)).toContain('lanes=assignee');
    expect(await screen.findByRole('region', { name: /^Eli Editor/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Backlog column' })).toBeNull();
    // Every field that makes lanes is offered: select, person and checkbox fields.
    const offered = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered.slice(0, 5)).toEqual(['None', 'Assignee', 'Tag', 'Status', 'Due date']);

    await user.selectOptions(picker, 'None');
    expect(history.at(-1)).not.toContain('lanes=');
    expect(await screen.findByRole('region', { name: 'Backlog column' })).toBeVisible();
  });

  it('show counts, collapse, and mark a card that is in two lanes in each', async () => {
    const user = userEvent.setup();
    const shared = service.db.cards.find(
      (card) =>
        card.board_id === 1 &&
        card.deleted_at === null &&
        card.archived_at === null &&
        service.db.cardAssignees.some((a) => a.card_id === card.id && a.user_id === ELI),
    );
    if (!shared) throw new Error('the seed has no card of Eli');
    if (!service.db.cardAssignees.some((a) => a.card_id === shared.id && a.user_id === INES)) {
      service.db.cardAssignees.push({ card_id: shared.id, user_id: INES });
    }
    const eliCount = service.db.cardAssignees.filter((a) => {
      const card = service.db.cards.find((c) => c.id === a.card_id);
      const column = service.db.columns.find((c) => c.id === card?.column_id);
      return (
        a.user_id === ELI &&
        card?.board_id === 1 &&
        card.deleted_at === null &&
        card.archived_at === null &&
        column?.archived_at === null &&
        column.deleted_at === null
      );
    }).length;

    renderWithApi(<BoardPage boardId={1} cardId={null} />, { path: '/boards/1?lanes=assignee' });
    const eli = await screen.findByRole('region', { name: /^Eli Editor/ });
    const toggle = within(eli).getByRole('button', { name: /^Eli Editor/ });
    expect(toggle).toHaveTextContent(`${eliCount} cards`);

    const link = new RegExp(`^#${shared.number} `);
    const ines = screen.getByRole('region', { name: /^Ines Interact/ });
    const inEli = within(eli).getByRole('link', { name: link }).closest('li');
    const inInes = within(ines).getByRole('link', { name: link }).closest('li');
    expect(inEli).toHaveTextContent('Also in Ines Interact');
    expect(inInes).toHaveTextContent('Also in Eli Editor');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(eli).queryByRole('link', { name: link })).toBeNull();
    await user.click(toggle);
    expect(await within(eli).findByRole('link', { name: link })).toBeVisible();
  });
});
