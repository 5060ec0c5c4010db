import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { releaseAllHolds } from '@/sync/queue/write-run';
import { BoardPage } from '../BoardPage';

async function openDelete(user: UserEvent, number: number, title: string) {
  // A tile's controls mount on its first hover, focus or press.
  await user.hover(await screen.findByRole('link', { name: new RegExp(`^#${number} `) }));
  await user.click(
    await screen.findByRole('button', { name: `Actions for card #${number} ${title}` }),
  );
  await user.click(await screen.findByRole('menuitem', { name: 'Delete card…' }));
  const dialog = await screen.findByRole('dialog', { name: `Delete card #${number}?` });
  // The form is its own chunk: it shows once loaded.
  await within(dialog).findByRole('button', { name: 'Delete card' });
  return dialog;
}

describe('Delete a card', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();
  afterEach(() => {
    service.faults.rules = [];
    toast.dismiss();
  });

  it('deletes a recurrent card and stops its repeats when asked', async () => {
    const user = userEvent.setup();
    const card = service.db.cards.find((c) => c.id === 10);
    if (!card) throw new Error('seed has no card 10');
    expect(card.card_recurrence_id).not.toBeNull();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });

    const dialog = await openDelete(user, card.number, card.title);
    expect(dialog).toHaveTextContent(`${card.title} will be deleted.`);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also stop future repeats' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));

    expect(
      screen.queryByRole('link', { name: new RegExp(`^#${card.number} `) }),
    ).not.toBeInTheDocument();
    // The delete is held a few seconds so Undo can cancel it: nothing has reached the server
    // yet. The page going away ends the hold at once, as this does.
    expect(service.db.cards.find((c) => c.id === 10)?.deleted_at).toBeNull();
    releaseAllHolds();
    await vi.waitFor(() => {
      const stored = service.db.cards.find((c) => c.id === 10);
      expect(stored?.deleted_at).not.toBeNull();
    });
    const series = service.db.recurrences.find((r) => r.id === card.card_recurrence_id);
    expect(series).toMatchObject({ status: 'stopped' });
    expect(series?.stopped_at).not.toBeNull();
  });

  it('does not ask about repeats for an ordinary card, and can be cancelled', async () => {
    const user = userEvent.setup();
    const card = service.db.cards.find((c) => c.board_id === 1 && c.card_recurrence_id === null);
    if (!card) throw new Error('seed has no ordinary card');
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });

    const dialog = await openDelete(user, card.number, card.title);
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(service.db.cards.find((c) => c.id === card.id)?.deleted_at).toBeNull();
  });

  it('puts the card back and says so when the delete fails', async () => {
    const user = userEvent.setup();
    const card = service.db.cards.find((c) => c.board_id === 1 && c.card_recurrence_id === null);
    if (!card) throw new Error('seed has no ordinary card');
    service.faults.rules = [{ method: 'DELETE', path: '/cards/', kind: 'server', times: 1 }];
    renderWithApi(
      <>
        <BoardPage boardId={1} cardId={null} />
        <Toaster />
      </>,
      { token: 'demo-editor' },
    );
    const link = new RegExp(`^#${card.number} `);

    const dialog = await openDelete(user, card.number, card.title);
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    releaseAllHolds();

    expect(
      await screen.findByText(/Could not delete #\d+ .*It is back on the board\./),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: link })).toBeVisible();
    expect(service.db.cards.find((c) => c.id === card.id)?.deleted_at).toBeNull();
  });
});
