import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';

const visibleColumns = () =>
  screen
    .getAllByRole('region', { name: / column$/ })
    .map((region) => region.getAttribute('aria-label')?.replace(/ column$/, ''));

describe('ColumnMenu move left / right', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();

  it('steps past a hidden archived column to the next visible one', async () => {
    // Put the archived Icebox column between Backlog and Planned.
    const order = ['Backlog', 'Icebox', 'Planned', 'In Progress', 'Review', 'Done'];
    for (const column of service.db.columns.filter((c) => c.board_id === 1)) {
      column.order = order.indexOf(column.name) + 1;
    }
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />);
    await screen.findByRole('region', { name: 'Backlog column' });
    expect(visibleColumns().slice(0, 2)).toEqual(['Backlog', 'Planned']);

    await user.click(screen.getByRole('button', { name: 'Actions for column Backlog' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move right' }));

    await waitFor(() => expect(visibleColumns().slice(0, 2)).toEqual(['Planned', 'Backlog']));
    const saved = service.db.columns
      .filter((c) => c.board_id === 1 && c.deleted_at === null)
      .sort((a, b) => a.order - b.order)
      .map((c) => c.name);
    expect(saved.slice(0, 3)).toEqual(['Icebox', 'Planned', 'Backlog']);
  });

  it('offers no Move left on the first column', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />);
    await user.click(await screen.findByRole('button', { name: 'Actions for column Backlog' }));
    await screen.findByRole('menuitem', { name: 'Move right' });
    expect(screen.queryByRole('menuitem', { name: 'Move left' })).not.toBeInTheDocument();
  });
});
