import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';

const SLOW = { timeout: 5000 };

// Each test loads a board through the mock; slow on shared CI cores.
describe('BoardHeader', { timeout: 20_000 }, () => {
  useMockApi();
  useViewportForVirtualLists();
  afterEach(() => window.localStorage.clear());

  it('names the board, its visibility, and links to the parent board', async () => {
    renderWithApi(<BoardPage boardId={2} cardId={null} />, { path: '/boards/2' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mobile App' }, SLOW),
    ).toBeVisible();
    expect(screen.getByText('Private')).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const parent = await within(breadcrumb).findByRole('link', { name: 'Product Roadmap' }, SLOW);
    expect(parent).toHaveAttribute('href', '/boards/1');
  });

  it('says "View only" to someone who cannot change the board, and nothing to an editor', async () => {
    const { unmount } = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: '/boards/1',
      token: 'demo-viewer',
    });
    await screen.findByRole('heading', { level: 1, name: 'Product Roadmap' }, SLOW);
    expect(screen.getByText('View only')).toBeVisible();
    unmount();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: '/boards/1',
      token: 'demo-editor',
    });
    await screen.findByRole('heading', { level: 1, name: 'Product Roadmap' }, SLOW);
    expect(screen.queryByText('View only')).toBeNull();
  });

  it('has no breadcrumb on a top-level board, and a slot for the search bar', async () => {
    const { container } = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: '/boards/1',
    });
    await screen.findByRole('heading', { level: 1, name: /Product Roadmap/ }, SLOW);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(container.querySelector('[data-slot="search"]')).not.toBeNull();
  });

  it('switches views in place, keeps other parameters, and remembers the view', async () => {
    const user = userEvent.setup();
    const first = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: '/boards/1?q=drag',
    });
    const view = await screen.findByRole('radiogroup', { name: 'View' }, SLOW);
    const kanban = within(view).getByRole('radio', { name: 'Kanban' });
    const list = within(view).getByRole('radio', { name: 'List' });
    expect(kanban).toBeChecked();
    expect(screen.getAllByRole('region', { name: / column$/ }).length).toBeGreaterThan(0);

    await user.click(list);
    expect(list).toBeChecked();
    expect(screen.getByRole('table', { name: 'Cards of Product Roadmap' })).toBeVisible();
    expect(screen.queryByRole('region', { name: / column$/ })).toBeNull();
    expect(first.history).toEqual(['/boards/1?q=drag&view=list']);
    first.unmount();

    renderWithApi(<BoardPage boardId={1} cardId={null} />, { path: '/boards/1' });
    expect(
      await screen.findByRole('table', { name: 'Cards of Product Roadmap' }, SLOW),
    ).toBeVisible();
  });

  it('lets the URL override the remembered view', async () => {
    window.localStorage.setItem('project-board:view-mode:1', 'list');
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { path: '/boards/1?view=kanban' });
    const view = await screen.findByRole('radiogroup', { name: 'View' }, SLOW);
    expect(within(view).getByRole('radio', { name: 'Kanban' })).toBeChecked();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows archived columns and cards on request, in the URL', async () => {
    const user = userEvent.setup();
    const { history } = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: '/boards/1?view=list',
    });
    await screen.findByRole('table', {}, SLOW);
    expect(screen.queryByRole('button', { name: /^Icebox/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Gantt chart view$/ })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Show archived' }));
    expect(screen.getByRole('checkbox', { name: 'Show archived' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Icebox 3 cards' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Gantt chart view$/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Kanban WIP limits$/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Legacy importer \(retired\)$/ })).toBeVisible();
    expect(history.at(-1)).toBe('/boards/1?view=list&archived=1');
  });
});
