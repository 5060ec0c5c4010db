import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { useMockApi, TEST_API_BASE_URL } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardRoute } from '@/features/board/BoardRoute';

// The app's board route (src/app/App.tsx): the board, and a card opened over it.
const BOARD_PATH = /^\/boards\/(?<boardId>\d+)(?:\/cards\/(?<cardId>\d+))?\/?$/;

describe('the card keys (issue 18)', { timeout: 30_000 }, () => {
  const { server } = useMockApi();
  useViewportForVirtualLists();

  async function openBoard(token = 'demo-manager', path = '/boards/1') {
    const user = userEvent.setup();
    const rendered = renderWithApi(<Route path={BOARD_PATH} component={BoardRoute} />, {
      token,
      path,
    });
    if (path.includes('view=list')) await screen.findByRole('table', { name: /^Cards of / });
    else await screen.findAllByRole('region', { name: / column$/ });
    return { user, ...rendered };
  }
  const column = (name: string) => screen.getByRole('region', { name: `${name} column` });
  const cardLinks = (name: string) => within(column(name)).getAllByRole('link');
  const said = () => screen.getByText(/^(Archived \S+|Renamed \S+|View only: .*)$/);

  it('move focus between cards and columns with j/k/h/l and the arrows; Enter opens', async () => {
    const { user, history } = await openBoard();
    const backlog = cardLinks('Backlog');
    const planned = cardLinks('Planned');

    await user.keyboard('j');
    await waitFor(() => expect(backlog[0]).toHaveFocus());
    await user.keyboard('j');
    await waitFor(() => expect(backlog[1]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(backlog[2]).toHaveFocus());
    await user.keyboard('k');
    await waitFor(() => expect(backlog[1]).toHaveFocus());
    await user.keyboard('l');
    await waitFor(() => expect(planned[1]).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(backlog[1]).toHaveFocus());

    await user.keyboard('{Enter}');
    const name = backlog[1]?.textContent ?? '';
    const panel = await screen.findByRole('dialog', { name });
    expect(history.at(-1)).toMatch(/^\/boards\/1\/cards\/\d+$/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await waitFor(() => expect(backlog[1]).toHaveFocus());
  });

  it('rename in place with e: Enter saves and says so, Escape puts it back', async () => {
    const { user } = await openBoard();
    await user.keyboard('j');
    const first = cardLinks('Backlog')[0];
    await waitFor(() => expect(first).toHaveFocus());
    const number = /^#\d+/.exec(first?.textContent ?? '')?.[0] ?? '';

    await user.keyboard('e');
    const field = await screen.findByRole('textbox', { name: `Title of ${number}` });
    await waitFor(() => expect(field).toHaveFocus());
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('A card needs a title.')).toBeVisible();
    await user.type(field, 'Triage by keyboard{Enter}');
    const renamed = await within(column('Backlog')).findByRole('link', {
      name: `${number} Triage by keyboard`,
    });
    await waitFor(() => expect(renamed).toHaveFocus());
    expect(said()).toHaveTextContent(`Renamed ${number}`);

    await user.keyboard('e');
    const again = await screen.findByRole('textbox', { name: `Title of ${number}` });
    await user.type(again, ' and more');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: `Title of ${number}` })).toBeNull();
    expect(renamed).toHaveAccessibleName(`${number} Triage by keyboard`);
    await waitFor(() => expect(renamed).toHaveFocus());
  });

  it('a refused rename comes back into the field, with the reason beside it', async () => {
    server.use(
      http.patch(`${TEST_API_BASE_URL}/boards/1/cards/:cardId`, () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { title: ['That title is taken.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openBoard();
    await user.keyboard('j');
    const first = cardLinks('Backlog')[0];
    await waitFor(() => expect(first).toHaveFocus());
    const [number = '', title = ''] = (first?.textContent ?? '').split(/ (.*)/s);
    await user.keyboard('e');
    const field = await screen.findByRole('textbox', { name: `Title of ${number}` });
    await user.clear(field);
    await user.type(field, 'Taken title{Enter}');

    expect(await screen.findByText('Not saved: That title is taken.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: `Title of ${number}` })).toHaveValue('Taken title');
    expect(first).toHaveAccessibleName(`${number} ${title}`);
  });

  it('archive with Delete: the card goes, focus moves to the next, it is said', async () => {
    const { user } = await openBoard();
    await user.keyboard('jj');
    const [, second, third] = cardLinks('Backlog');
    await waitFor(() => expect(second).toHaveFocus());
    const number = /^#\d+/.exec(second?.textContent ?? '')?.[0] ?? '';

    await user.keyboard('{Delete}');
    await waitFor(() => expect(second).not.toBeInTheDocument());
    await waitFor(() => expect(third).toHaveFocus());
    expect(said()).toHaveTextContent(`Archived ${number}`);
    // Saved: after the board is read again, the card is still archived.
    await waitFor(() =>
      expect(
        within(column('Backlog')).queryByRole('link', { name: new RegExp(`^${number} `) }),
      ).toBeNull(),
    );
  });

  it('m opens "Move to…" for the card, c the column’s quick add', async () => {
    const { user } = await openBoard();
    await user.keyboard('j');
    const first = cardLinks('Backlog')[0];
    await waitFor(() => expect(first).toHaveFocus());

    await user.keyboard('m');
    const dialog = await screen.findByRole('dialog', { name: /^Move #\d+/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(first).toHaveFocus());

    await user.keyboard('c');
    const quickAdd = await screen.findByRole('textbox', { name: 'Title of a new card in Backlog' });
    expect(quickAdd).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Add a card to Backlog' })).toHaveFocus();
    // From a column's own controls, j goes to its first card.
    await user.keyboard('k');
    await waitFor(() => expect(cardLinks('Backlog').at(-1)).toHaveFocus());
  });

  it('a, t and d open the card at its assignees, tags or due date', async () => {
    const { user } = await openBoard();
    await user.keyboard('j');
    const first = cardLinks('Backlog')[0];
    await waitFor(() => expect(first).toHaveFocus());
    const name = first?.textContent ?? '';

    await user.keyboard('t');
    const panel = await screen.findByRole('dialog', { name });
    const tags = await within(panel).findByRole('group', { name: 'Tags' });
    await waitFor(() => expect(within(tags).getAllByRole('checkbox')[0]).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await waitFor(() => expect(first).toHaveFocus());

    await user.keyboard('a');
    const again = await screen.findByRole('dialog', { name });
    const people = await within(again).findByRole('group', { name: 'Assignees' });
    await waitFor(() => expect(within(people).getAllByRole('checkbox')[0]).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(first).toHaveFocus());

    await user.keyboard('d');
    const third = await screen.findByRole('dialog', { name });
    await waitFor(() => expect(within(third).getByLabelText('Due date')).toHaveFocus());
  });

  it('the card menu has the same Rename and Archive', async () => {
    const { user } = await openBoard();
    const [first, second] = cardLinks('Backlog');
    const number = /^#\d+/.exec(first?.textContent ?? '')?.[0] ?? '';
    const menu = () =>
      within(column('Backlog')).getByRole('button', {
        name: new RegExp(`^Actions for card ${number} `),
      });

    if (first) await user.hover(first);
    await user.click(menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: `Title of ${number}` });
    await waitFor(() => expect(field).toHaveFocus());
    await user.clear(field);
    await user.type(field, 'Renamed from the menu{Enter}');
    expect(
      await within(column('Backlog')).findByRole('link', {
        name: `${number} Renamed from the menu`,
      }),
    ).toBeInTheDocument();

    await user.click(menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await waitFor(() => expect(first).not.toBeInTheDocument());
    await waitFor(() => expect(second).toHaveFocus());
    expect(said()).toHaveTextContent(`Archived ${number}`);
  });

  it('never fire while typing; a viewer only moves and opens', async () => {
    const { user } = await openBoard('demo-viewer');
    await user.click(screen.getByRole('searchbox', { name: 'Search cards' }));
    await user.keyboard('j');
    expect(screen.getByRole('searchbox', { name: 'Search cards' })).toHaveValue('j');
    // The board filters on the key (Backlog may hide): the box keeps focus, no card takes it.
    expect(screen.getByRole('searchbox', { name: 'Search cards' })).toHaveFocus();
    await user.clear(screen.getByRole('searchbox', { name: 'Search cards' }));
    // The board filters on each key: wait until it is whole again (no result count).
    await waitFor(() =>
      expect(screen.getByRole('search').querySelector('[data-result]')).toBeNull(),
    );

    const first = cardLinks('Backlog')[0];
    first?.focus();
    await user.keyboard('j');
    await waitFor(() => expect(cardLinks('Backlog')[1]).toHaveFocus());
    await user.keyboard('e');
    expect(said()).toHaveTextContent('View only: you cannot change this board');
    expect(screen.queryByRole('textbox', { name: /^Title of/ })).toBeNull();
    await user.keyboard('{Delete}');
    expect(cardLinks('Backlog')[1]).toHaveFocus();
  });

  it('j and k move between the list’s rows too, and Delete archives there', async () => {
    const { user } = await openBoard('demo-manager', '/boards/1?view=list');
    const table = await screen.findByRole('table', { name: /^Cards of / });
    await user.keyboard('j');
    const rows = within(table).getAllByRole('link');
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await user.keyboard('j');
    await waitFor(() => expect(rows[1]).toHaveFocus());
    await user.keyboard('k');
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await user.keyboard('{Delete}');
    await waitFor(() => expect(rows[0]).not.toBeInTheDocument());
    await waitFor(() => expect(rows[1]).toHaveFocus());
  });
});
