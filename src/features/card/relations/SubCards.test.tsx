import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BoardPage } from '@/features/board/BoardPage';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';

const openCard = async (id: number) => {
  renderWithApi(<BoardPage boardId={1} cardId={id} />, { path: `/boards/1/cards/${id}` });
  return screen.findByRole('dialog', { name: new RegExp(`^#${id} `) });
};

const tileOf = async (number: number) => {
  const link = await screen.findByRole('link', { name: new RegExp(`^#${number} `), hidden: true });
  return link.closest('article') as HTMLElement;
};

describe('sub-cards (CONTRACT 4d)', () => {
  const { service, server } = useMockApi();
  useViewportForVirtualLists();

  it('adds a sub-card in the same column with its parent set; the field stays open for the next', async () => {
    const user = userEvent.setup();
    const panel = await openCard(1);
    const section = await within(panel).findByRole('region', { name: 'Relations' });
    await within(section).findByText('No related cards.');
    await user.click(within(section).getByRole('button', { name: 'Add sub-card' }));
    const field = within(section).getByRole('textbox', { name: 'Sub-card title' });
    expect(field).toHaveFocus();
    await user.type(field, 'Write the release notes{Enter}');

    const made = await waitFor(() => {
      const card = service.db.cards.find((c) => c.title === 'Write the release notes');
      if (!card) throw new Error('not made yet');
      return card;
    });
    const parent = service.db.cards.find((c) => c.id === 1);
    expect(made.column_id).toBe(parent?.column_id);
    expect(service.db.relations).toContainEqual(
      expect.objectContaining({ type: 'parent', from_card_id: 1, to_card_id: made.id }),
    );
    expect(await within(section).findByRole('heading', { name: 'Sub-cards' })).toBeVisible();
    expect(
      within(section).getByRole('link', { name: `#${made.number} Write the release notes` }),
    ).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(field).toBeVisible();
    await waitFor(async () =>
      expect(within(await tileOf(1)).getByText('Sub-cards done: 0 of 1')).toBeInTheDocument(),
    );
  });

  it('keeps the typed title and says why when the card is refused', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/boards/:board/cards', () =>
        HttpResponse.json(
          { message: 'Invalid.', errors: { title: ['The title is already taken here.'] } },
          { status: 422 },
        ),
      ),
    );
    const panel = await openCard(1);
    const section = await within(panel).findByRole('region', { name: 'Relations' });
    await within(section).findByText('No related cards.');
    await user.click(within(section).getByRole('button', { name: 'Add sub-card' }));
    const field = within(section).getByRole('textbox', { name: 'Sub-card title' });
    await user.type(field, 'Write the release notes{Enter}');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The title is already taken here.',
    );
    expect(field).toHaveValue('Write the release notes');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(service.db.relations.some((r) => r.from_card_id === 1)).toBe(false);
  });

  it('makes a checklist item a sub-card with its title, due date and assignees; the item is ticked and opens it', async () => {
    const user = userEvent.setup();
    const panel = await openCard(12);
    const item = service.db.checklistItems.find((i) => i.title === 'Docs');
    await user.click(
      await within(panel).findByRole('button', { name: 'Make sub-card from “Docs”' }),
    );

    const made = await waitFor(() => {
      const card = service.db.cards.find((c) => c.title === 'Docs');
      if (!card) throw new Error('not made yet');
      return card;
    });
    expect(made.due_date).toBe(item?.due_date);
    expect(
      service.db.cardAssignees.filter((a) => a.card_id === made.id).map((a) => a.user_id),
    ).toEqual(
      service.db.checklistItemAssignees.filter((a) => a.item_id === item?.id).map((a) => a.user_id),
    );
    expect(service.db.relations).toContainEqual(
      expect.objectContaining({ type: 'parent', from_card_id: 12, to_card_id: made.id }),
    );
    await waitFor(() => {
      const now = service.db.checklistItems.find((i) => i.id === item?.id);
      expect(now).toMatchObject({ is_completed: true, title: `#${made.number} Docs` });
    });
    const link = await within(panel).findByRole('link', { name: `#${made.number}` });
    expect(link.closest('li')).toHaveTextContent('Docs');
    expect(
      within(panel).queryByRole('button', { name: /^Make sub-card from “#\d+ Docs”/ }),
    ).toBeNull();
  });
});
