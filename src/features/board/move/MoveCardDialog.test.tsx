import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { BoardPage } from '../BoardPage';
import { useBoardDialogs } from '@/features/board-core/state/board-dialogs';

// The demo seed: In Progress (column 3) is sorted by due date; Done (column 5) is not.
const IN_PROGRESS = 3;

async function openMoveTo(user: UserEvent, cardNumber: number): Promise<HTMLElement> {
  // A tile's controls mount on its first hover, focus or press.
  await user.hover(await screen.findByRole('link', { name: new RegExp(`^#${cardNumber} `) }));
  await user.click(
    await screen.findByRole('button', { name: new RegExp(`^Actions for card #${cardNumber} `) }),
  );
  await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
  const dialog = await screen.findByRole('dialog', { name: new RegExp(`^Move #${cardNumber} `) });
  // The form is its own chunk: it shows once loaded.
  await within(dialog).findByLabelText('Column');
  return dialog;
}

const numbersIn = (column: string): string[] =>
  within(screen.getByRole('region', { name: `${column} column` }))
    .getAllByRole('link')
    .map((link) => /#(\d+)/.exec(link.textContent ?? '')?.[1] ?? '?');

describe('"Move to…" and sorted columns', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();
  // The dialog's state is app-wide (a zustand store): a failed test must not leave it open.
  afterEach(() => {
    const { result } = renderHook(() => useBoardDialogs());
    act(() => result.current.close());
  });

  it('offers a position in a column with a manual order', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    const dialog = await openMoveTo(user, 3);
    await user.selectOptions(within(dialog).getByLabelText('Column'), 'Done');
    expect(within(dialog).getByLabelText('Position')).toBeVisible();
    expect(within(dialog).queryByText(/Sorted by/)).toBeNull();
    await user.keyboard('{Escape}');
  });

  it('hides the position for a sorted column, says so, and the card lands where the sort puts it', async () => {
    // Keyboard shortcuts cheat sheet (#3, no due date) gets a due date before every card of
    // In Progress: the sort puts it first, although the move saves it at the end.
    const moved = service.db.cards.find((card) => card.board_id === 1 && card.number === 3);
    if (!moved) throw new Error('no card #3');
    moved.due_date = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    await screen.findByRole('region', { name: 'In Progress column' });
    const before = numbersIn('In Progress');
    const dialog = await openMoveTo(user, 3);
    const column = within(dialog).getByLabelText('Column');
    await user.selectOptions(column, 'In Progress');

    expect(within(dialog).queryByLabelText('Position')).toBeNull();
    expect(column).toHaveAccessibleDescription(
      'Sorted by due date, earliest first: the card goes where the sort puts it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(numbersIn('In Progress')).toEqual(['3', ...before]));
    await waitFor(() => expect(moved.column_id).toBe(IN_PROGRESS));
    // Saved at the end of the manual order: only ties in the sort use it.
    const others = service.db.cards.filter(
      (card) => card.column_id === IN_PROGRESS && card.deleted_at === null && card !== moved,
    );
    expect(moved.order).toBe(others.length + 1);
  });

  it('shows the position again when another column is chosen', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    const dialog = await openMoveTo(user, 1);
    const column = within(dialog).getByLabelText('Column');
    await user.selectOptions(column, 'In Progress');
    expect(within(dialog).queryByLabelText('Position')).toBeNull();
    await user.selectOptions(column, 'Planned');
    expect(within(dialog).getByLabelText('Position')).toHaveValue('6');
    expect(column).not.toHaveAccessibleDescription();
    await user.keyboard('{Escape}');
  });

  it('saves nothing when a card of a sorted column is "moved" to that column', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    const card = service.db.cards.find((c) => c.board_id === 1 && c.number === 14);
    const updated = card?.updated_at;
    const dialog = await openMoveTo(user, 14);
    expect(within(dialog).getByLabelText('Column')).toHaveDisplayValue('In Progress (current)');
    expect(within(dialog).queryByLabelText('Position')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card?.updated_at).toBe(updated);
    expect(card?.column_id).toBe(IN_PROGRESS);
  });
});
