import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';

describe('the board’s keyboard shortcuts', () => {
  useMockApi();
  useViewportForVirtualLists();

  const viewButton = (name: string) =>
    within(screen.getByRole('radiogroup', { name: 'View' })).getByRole('radio', { name });

  it('switch views with v, say so, and never fire while typing', async () => {
    const user = userEvent.setup();
    const { history } = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: '/boards/1',
    });
    await screen.findAllByRole('region', { name: / column$/ }, { timeout: 10_000 });

    await user.keyboard('v');
    expect(viewButton('List')).toBeChecked();
    expect(await screen.findByText('List view')).toBeInTheDocument();
    await user.keyboard('v');
    expect(viewButton('Calendar')).toBeChecked();
    await user.keyboard('v');
    expect(viewButton('Insights')).toBeChecked();
    expect(await screen.findByText('Insights view')).toBeInTheDocument();
    expect(history.at(-1)).toContain('view=insights');
    await user.keyboard('v');
    expect(viewButton('Kanban')).toBeChecked();
    expect(history.at(-1)).toContain('view=kanban');

    await user.click(screen.getByRole('searchbox', { name: 'Search cards' }));
    await user.keyboard('vs');
    expect(screen.getByRole('searchbox', { name: 'Search cards' })).toHaveValue('vs');
    expect(viewButton('Kanban')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Stale' })).toHaveAttribute('aria-pressed', 'false');
    // The list, the calendar and Insights are loaded on their first showing: slow on a busy machine.
  }, 30_000);

  it('toggle the Stale filter with s, open the filters with f and the sheet with ?', async () => {
    const user = userEvent.setup();
    const { history } = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      path: '/boards/1',
    });
    await screen.findAllByRole('region', { name: / column$/ }, { timeout: 10_000 });

    await user.keyboard('s');
    expect(screen.getByRole('button', { name: /^Stale \(\d+\)$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Showing only stale cards')).toBeInTheDocument();
    await user.keyboard('s');
    expect(screen.getByRole('button', { name: 'Stale' })).toHaveAttribute('aria-pressed', 'false');

    await user.keyboard('f');
    expect(
      await screen.findByRole('dialog', { name: /Filter/ }, { timeout: 10_000 }),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /Filter/ })).toBeNull();

    await user.keyboard('?');
    const sheet = await screen.findByRole(
      'dialog',
      { name: 'Keyboard shortcuts' },
      { timeout: 10_000 },
    );
    expect(within(sheet).getByText('Next view: kanban, list, calendar, insights')).toBeVisible();
    // Inside the sheet, the board's keys are off.
    await user.keyboard('v');
    expect(history.join(' ')).not.toContain('view=');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
    expect(viewButton('Kanban')).toBeChecked();
    // The on-screen way to the same sheet.
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  }, 30_000);
});
