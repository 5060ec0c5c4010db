import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BoardPage } from '@/features/board/BoardPage';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';

describe('CreateCardDialog', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();

  it('shows 422 errors beside the fields, keeps the input, then creates the card', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { path: '/boards/1' });
    await user.click(await screen.findByRole('button', { name: 'Actions for column Backlog' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New card…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New card' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Icon (emoji)' }), '🚀');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.type(title, ' ');
    expect(within(dialog).getByText('1 of 255 characters')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Create card' }));

    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(/title/i);
    expect(within(dialog).getByRole('textbox', { name: 'Icon (emoji)' })).toHaveValue('🚀');

    await user.clear(title);
    await user.type(title, 'Created from the dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create card' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New card' })).toBeNull());
    const created = service.db.cards.find((card) => card.title === 'Created from the dialog');
    expect(created?.icon).toBe('🚀');
    expect(created?.content).toBe('{"type":"doc","content":[{"type":"paragraph"}]}');
  });
});
