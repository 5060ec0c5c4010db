import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';

/** Card titles per group, in table order. */
function titlesByGroup(table: HTMLElement): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  let current: string[] = [];
  for (const row of within(table).getAllByRole('row').slice(1)) {
    const toggle = row.querySelector('button[aria-expanded]');
    if (toggle) {
      current = [];
      groups.set(toggle.querySelector('bdi')?.textContent ?? '', current);
      continue;
    }
    const title = within(row).getByRole('rowheader').querySelector('bdi')?.textContent;
    if (title) current.push(title);
  }
  return groups;
}

function rowOf(title: string): HTMLElement {
  const row = screen.getByRole('link', { name: new RegExp(`^#\\d+ ${title}$`) }).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

async function renderList(options: { token?: string; path?: string } = {}) {
  const view = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
    path: '/boards/1?view=list',
    ...options,
  });
  const table = await screen.findByRole(
    'table',
    { name: 'Cards of Product Roadmap' },
    { timeout: 5000 },
  );
  return { ...view, table };
}

// Each test loads the whole demo board through the mock; slow on shared CI cores.
describe('ListView', { timeout: 20_000 }, () => {
  useMockApi();
  useViewportForVirtualLists();

  it('shows one row per card with its facts and custom field values', async () => {
    const { table } = await renderList();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Title', 'Due date', 'Estimate', 'Priority', 'Owner', 'Approved']),
    );
    // A sortable column's header carries the (decorative) sort arrow.
    const title = within(table).getByRole('columnheader', { name: /^Title/ });
    expect(title.querySelector('svg[aria-hidden="true"]')).not.toBeNull();

    const calendar = rowOf('Calendar sync \\(iCal feed\\)');
    expect(within(calendar).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/boards\/1\/cards\/\d+\?view=list$/),
    );
    const cells = within(calendar).getAllByRole('cell');
    const text = cells.map((cell) => cell.textContent);
    expect(text).toEqual(
      expect.arrayContaining(['Planned', 'Backend', 'Open', '13 pts', 'High', 'Eli Editor']),
    );
    expect(within(calendar).getByRole('img', { name: 'Eli Editor' })).toBeVisible();
    expect(within(calendar).getByText(/Due date/)).toBeInTheDocument();

    const approved = within(rowOf('Onboarding checklist for new boards')).getAllByRole('cell');
    expect(approved.map((cell) => cell.textContent)).toContain('Yes');
    const notApproved = within(rowOf('Search by custom fields')).getAllByRole('cell');
    expect(notApproved.map((cell) => cell.textContent)).toContain('No');
  });

  it('has a Blocked column naming how many open cards block each card', async () => {
    const { table } = await renderList();
    expect(within(table).getByRole('columnheader', { name: 'Blocked' })).toBeInTheDocument();
    // The seed: #18 waits for the open #17.
    const blocked = rowOf('Export board to the drive');
    expect(within(blocked).getByText(/^Blocked by 1 open card/)).toBeInTheDocument();
    expect(within(rowOf('Attach drive files to cards')).queryByText(/^Blocked by/)).toBeNull();
  });

  it('groups cards by column; a group collapses and expands', async () => {
    const user = userEvent.setup();
    const { table } = await renderList();
    const groups = titlesByGroup(table);
    expect([...groups.keys()]).toEqual(['Backlog', 'Planned', 'In Progress', 'Review', 'Done']);
    expect(groups.get('Review')).toContain('List view with sorting');

    const review = screen.getByRole('button', { name: 'Review 4 cards' });
    expect(review).toHaveAttribute('aria-expanded', 'true');
    await user.click(review);
    expect(review).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /List view with sorting$/ })).toBeNull();
    expect(titlesByGroup(table).get('Review')).toEqual([]);
    await user.click(review);
    expect(screen.getByRole('link', { name: /List view with sorting$/ })).toBeVisible();
  });

  it('sorts by due date within groups, cards without one last, and back', async () => {
    const user = userEvent.setup();
    const { table } = await renderList();
    const dueHeader = screen.getByRole('columnheader', { name: /Due date/ });
    expect(dueHeader).not.toHaveAttribute('aria-sort');
    expect(titlesByGroup(table).get('Review')).toEqual([
      'Export board to the drive',
      'List view with sorting',
      'Accessibility pass on dialogs',
      'Fix: tag colors lost on save',
    ]);

    await user.click(within(dueHeader).getByRole('button'));
    expect(dueHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(titlesByGroup(table).get('Review')).toEqual([
      'List view with sorting',
      'Export board to the drive',
      'Accessibility pass on dialogs',
      'Fix: tag colors lost on save',
    ]);
    expect(screen.getByText(/Manual order is off/)).toBeVisible();

    await user.click(within(dueHeader).getByRole('button'));
    expect(dueHeader).toHaveAttribute('aria-sort', 'descending');
    expect(titlesByGroup(table).get('Review')).toEqual([
      'Accessibility pass on dialogs',
      'Export board to the drive',
      'List view with sorting',
      'Fix: tag colors lost on save',
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear sort' }));
    expect(dueHeader).not.toHaveAttribute('aria-sort');
    expect(titlesByGroup(table).get('Review')?.[0]).toBe('Export board to the drive');
  });

  it('sorts by title and number', async () => {
    const user = userEvent.setup();
    const { table } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(titlesByGroup(table).get('Review')).toEqual([
      'Accessibility pass on dialogs',
      'Export board to the drive',
      'Fix: tag colors lost on save',
      'List view with sorting',
    ]);
    const numberHeader = screen.getByRole('columnheader', { name: /Number/ });
    await user.click(within(numberHeader).getByRole('button'));
    await user.click(within(numberHeader).getByRole('button'));
    expect(numberHeader).toHaveAttribute('aria-sort', 'descending');
    expect(titlesByGroup(table).get('Review')?.at(-1)).toBe('Export board to the drive');
  });

  it('gives editors a drag handle and "Move to…" on every row', async () => {
    const user = userEvent.setup();
    await renderList();
    const row = rowOf('List view with sorting');
    const number = within(row).getAllByRole('cell')[1]?.textContent ?? '';
    expect(
      within(row).getByRole('button', { name: `Move card ${number} List view with sorting` }),
    ).toHaveAttribute('aria-roledescription', 'sortable');
    await user.click(
      within(row).getByRole('button', { name: `Move card ${number} List view with sorting to…` }),
    );
    expect(
      await screen.findByRole('dialog', { name: `Move ${number} List view with sorting` }),
    ).toBeVisible();
    // The dialog's state is app-wide (a zustand store): close it for the next test.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a viewer no drag handles and no move actions', async () => {
    await renderList({ token: 'demo-viewer' });
    expect(screen.getAllByRole('rowheader').length).toBeGreaterThan(10);
    expect(screen.queryAllByRole('button', { name: /^Move card/ })).toEqual([]);
  });

  it('moves focus between rows with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderList();
    const first = screen.getByRole('link', { name: /Dark mode for the board$/ });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Import cards from CSV$/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Backlog 6 cards' })).toHaveFocus();
  });
});
