import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { whenIdle } from '@/lib/when-idle';
import { useMockApi } from '@test/mock-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { renderWithApi } from '@test/render-with-api';
import { BoardPage } from './BoardPage';

describe('BoardPage', () => {
  useMockApi();
  useViewportForVirtualLists();

  it("renders the board's live columns in order with their cards", async () => {
    renderWithApi(<BoardPage boardId={1} cardId={null} />);
    expect(await screen.findByRole('heading', { level: 1, name: /Product Roadmap/ })).toBeVisible();
    const columns = screen.getAllByRole('region', { name: / column$/ });
    expect(columns.length).toBeGreaterThanOrEqual(3);
    const first = columns[0];
    if (!first) throw new Error('no column');
    const cards = within(first).getAllByRole('link');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]).toHaveAccessibleName(/^#\d+ /);
  });

  it('holds idle work back until the board has something to paint', async () => {
    // Idle moments come when the test says so.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const flushIdle = () => idle.splice(0).forEach((callback) => callback());
    const { unmount } = renderWithApi(<BoardPage boardId={1} cardId={null} />);
    try {
      const task = vi.fn();
      whenIdle(task);
      flushIdle();
      expect(task).not.toHaveBeenCalled();
      await screen.findByRole('heading', { level: 1, name: /Product Roadmap/ });
      flushIdle();
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('names the tab after the board, and after the open card first', async () => {
    const { unmount } = renderWithApi(<BoardPage boardId={1} cardId={null} />);
    await screen.findByRole('heading', { level: 1, name: /Product Roadmap/ });
    expect(document.title).toBe('Product Roadmap · Project Board');
    unmount();
    renderWithApi(<BoardPage boardId={1} cardId={12} />, { path: '/boards/1/cards/12' });
    await screen.findByRole('dialog', { name: /^#12 / });
    expect(document.title).toBe('#12 Mentions in comments · Product Roadmap · Project Board');
  });

  it('keeps the kanban mounted while the list shows, and reveals the same columns again', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />);
    const [column] = await screen.findAllByRole('region', { name: / column$/ });
    if (!column) throw new Error('no column');
    const views = screen.getByRole('radiogroup', { name: 'View' });

    await user.click(within(views).getByRole('radio', { name: 'List' }));
    expect(await screen.findByRole('table')).toBeVisible();
    expect(column).toBeInTheDocument();
    expect(column).not.toBeVisible();
    expect(screen.queryAllByRole('region', { name: / column$/ })).toHaveLength(0);

    await user.click(within(views).getByRole('radio', { name: 'Kanban' }));
    expect(column).toBeVisible();
    expect(screen.getAllByRole('region', { name: / column$/ })[0]).toBe(column);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('explains a board the user may not see (403)', async () => {
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-stranger' });
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeVisible();
  });

  it('explains a board that does not exist (404)', async () => {
    renderWithApi(<BoardPage boardId={999} cardId={null} />);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeVisible();
  });
});
