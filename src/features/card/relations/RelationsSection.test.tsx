import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Toaster } from 'sonner';
import { BoardPage } from '@/features/board/BoardPage';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';

/** The seed (CONTRACT 4d): #17 blocks #18; #20 has the sub-cards #3, #14 and #23 (done). */
const tileOf = async (number: number) => {
  // The board behind an open panel is hidden from the accessibility tree (the dialog is modal).
  const link = await screen.findByRole('link', { name: new RegExp(`^#${number} `), hidden: true });
  const tile = link.closest('article');
  if (!tile) throw new Error(`no tile for #${number}`);
  return tile as HTMLElement;
};

const openCard = async (id: number, token = 'demo-editor') => {
  renderWithApi(<BoardPage boardId={1} cardId={id} />, { path: `/boards/1/cards/${id}`, token });
  const panel = await screen.findByRole('dialog', { name: new RegExp(`^#${id} `) });
  return within(panel).findByRole('region', { name: 'Relations' });
};

describe('relations (CONTRACT 4d)', () => {
  const { service, server } = useMockApi();
  useViewportForVirtualLists();

  it('marks a blocked card, a parent with its progress, and a sub-card with its parent, on the board', async () => {
    renderWithApi(<BoardPage boardId={1} cardId={null} />);
    expect(within(await tileOf(18)).getByText(/^Blocked by 1 open card/)).toBeInTheDocument();
    expect(within(await tileOf(20)).getByText('Sub-cards done: 1 of 3')).toBeInTheDocument();
    expect(within(await tileOf(3)).getByText('#20 Accessibility pass on dialogs')).toBeVisible();
    expect(within(await tileOf(1)).queryByText(/^Blocked by/)).toBeNull();
  });

  it("lists a card's relations with where each card is, and removes one: both sides and the mark go", async () => {
    const user = userEvent.setup();
    const section = await openCard(18);
    expect(await within(section).findByRole('heading', { name: 'Blocked by' })).toBeVisible();
    const blocker = within(section).getByRole('link', { name: '#17 Attach drive files to cards' });
    expect(blocker.closest('li')).toHaveTextContent('In Progress');
    expect(within(await tileOf(18)).getByText(/^Blocked by 1 open card/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Remove the relation to #17' }));
    expect(await within(section).findByText('No related cards.')).toBeVisible();
    expect(service.db.relations.some((r) => r.to_card_id === 18)).toBe(false);
    await waitFor(async () =>
      expect(within(await tileOf(18)).queryByText(/^Blocked by/)).toBeNull(),
    );
  });

  it('relates another card picked by number with the keyboard, and the board shows it at once', async () => {
    const user = userEvent.setup();
    const section = await openCard(1);
    await within(section).findByText('No related cards.');
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'This card' }),
      'is blocked by',
    );
    const picker = within(section).getByRole('combobox', { name: 'Related card' });
    await user.type(picker, '#2');
    expect(
      within(section).getByRole('option', { name: '#2 Import cards from CSV' }),
    ).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(
      await within(section).findByRole('link', { name: '#2 Import cards from CSV' }),
    ).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Blocked by' })).toBeVisible();
    expect(service.db.relations).toContainEqual(
      expect.objectContaining({ type: 'blocks', from_card_id: 2, to_card_id: 1 }),
    );
    await waitFor(async () =>
      expect(within(await tileOf(1)).getByText(/^Blocked by 1 open card/)).toBeInTheDocument(),
    );
    // A new picker for the next one.
    expect(within(section).getByRole('combobox', { name: 'Related card' })).toHaveValue('');
  });

  it("relates a card of the person's other board, found by its title, and says which board it is on", async () => {
    const user = userEvent.setup();
    const section = await openCard(18);
    await within(section).findByRole('heading', { name: 'Blocked by' });
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'This card' }),
      'relates to',
    );
    const picker = within(section).getByRole('combobox', { name: 'Related card' });
    await user.type(picker, 'offline drafts');
    // Board 2 ("Mobile App") is searched once typing pauses; board 1 has no such card.
    const option = await within(section).findByRole('option', {
      name: /^#2 Offline drafts\s*·\s*Mobile App$/,
    });
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    const link = await within(section).findByRole('link', { name: '#2 Offline drafts' });
    expect(link.closest('li')).toHaveTextContent('On Mobile App');
    expect(service.db.relations).toContainEqual(
      expect.objectContaining({ type: 'relates_to', from_card_id: 18, to_card_id: 32 }),
    );
  });

  it("never offers another tenant's cards", async () => {
    const user = userEvent.setup();
    const section = await openCard(18);
    const picker = await within(section).findByRole('combobox', { name: 'Related card' });
    await user.type(picker, 'secret plan');
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(''));
    const list = within(section).getByRole('listbox', { name: 'Related card', hidden: true });
    expect(within(list).queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });

  it('says why a loop is refused next to the picker, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const section = await openCard(17);
    await within(section).findByRole('heading', { name: 'Blocks' });
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'This card' }),
      'is blocked by',
    );
    const picker = within(section).getByRole('combobox', { name: 'Related card' });
    await user.type(picker, 'export board to the');
    await user.click(
      within(section).getByRole('option', { name: '#18 Export board to the drive' }),
    );
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(
      /That would make a loop: #17 Attach drive files to cards, which blocks #18/,
    );
    expect(picker).toHaveValue('export board to the');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(service.db.relations.filter((r) => r.type === 'blocks')).toHaveLength(1);
  });

  it('undoes a removed relation from its toast: both sides and the mark come back', async () => {
    const user = userEvent.setup();
    renderWithApi(
      <>
        <BoardPage boardId={1} cardId={18} />
        <Toaster />
      </>,
      { path: '/boards/1/cards/18', token: 'demo-editor' },
    );
    const panel = await screen.findByRole('dialog', { name: /^#18 / });
    const section = await within(panel).findByRole('region', { name: 'Relations' });
    await user.click(
      await within(section).findByRole('button', { name: 'Remove the relation to #17' }),
    );
    // The newest such toast: sonner keeps an earlier test's offer for the same removal.
    const offers = await screen.findAllByText('Relation of #18 to #17 removed');
    const offer = offers.at(-1)?.closest('li');
    if (!offer) throw new Error('no toast');
    expect(service.db.relations.some((r) => r.to_card_id === 18)).toBe(false);
    fireEvent.click(within(offer).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(service.db.relations).toContainEqual(
        expect.objectContaining({ type: 'blocks', from_card_id: 17, to_card_id: 18 }),
      ),
    );
    expect(
      await within(section).findByRole('link', { name: '#17 Attach drive files to cards' }),
    ).toBeVisible();
    await waitFor(async () =>
      expect(within(await tileOf(18)).getByText(/^Blocked by 1 open card/)).toBeInTheDocument(),
    );
  });

  it('is read-only for a viewer', async () => {
    const section = await openCard(20, 'demo-viewer');
    expect(await within(section).findByRole('heading', { name: 'Sub-cards' })).toBeVisible();
    expect(within(section).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(section).queryByRole('combobox', { name: 'Card' })).toBeNull();
  });

  it('is not there at all against a server without relations', async () => {
    server.use(
      http.get('*/api/boards/:board/cards/:card/relations', () =>
        HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
      ),
    );
    renderWithApi(<BoardPage boardId={1} cardId={9} />, { path: '/boards/1/cards/9' });
    const panel = await screen.findByRole('dialog', { name: /^#9 / });
    await within(panel).findByRole('region', { name: 'Files' });
    await waitFor(() =>
      expect(within(panel).queryByRole('region', { name: 'Relations' })).toBeNull(),
    );
    expect(within(panel).queryByText('Loading relations…')).toBeNull();
  });
});
