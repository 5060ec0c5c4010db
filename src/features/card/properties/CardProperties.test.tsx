import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BoardPage } from '@/features/board/BoardPage';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';

const CARD_URL = `${TEST_API_BASE_URL}/boards/1/cards/12`;

async function openDetails(cardId = 12) {
  renderWithApi(<BoardPage boardId={1} cardId={cardId} />, {
    path: `/boards/1/cards/${cardId}`,
  });
  const panel = await screen.findByRole('dialog', { name: new RegExp(`^#${cardId} `) });
  return within(await within(panel).findByRole('group', { name: 'Card details' }));
}

describe('CardProperties (each attribute changed and saved in place)', () => {
  const { service, server } = useMockApi();
  useViewportForVirtualLists();
  const card = (id = 12) => {
    const found = service.db.cards.find((c) => c.id === id);
    if (!found) throw new Error(`no card ${id}`);
    return found;
  };

  /** PATCH bodies sent for card 12. */
  function recordPatches(): Record<string, unknown>[] {
    const bodies: Record<string, unknown>[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' && request.url === CARD_URL) {
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body as Record<string, unknown>));
      }
    });
    return bodies;
  }

  it('saves a status on its own, marked Unsaved until the server has it', async () => {
    const user = userEvent.setup();
    const bodies = recordPatches();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Falls through to the mock once released (no response from this handler).
    server.use(http.patch(CARD_URL, () => held));
    expect(card().status).not.toBe('CLOSED');
    const details = await openDetails();
    await user.selectOptions(details.getByRole('combobox', { name: 'Status' }), 'Closed');
    expect(details.getByRole('combobox', { name: 'Status' })).toHaveValue('CLOSED');
    expect(await details.findByText('Unsaved')).toBeVisible();
    release();
    await waitFor(() => expect(card().status).toBe('CLOSED'));
    await waitFor(() => expect(details.queryByText('Unsaved')).toBeNull());
    expect(bodies).toEqual([{ status: 'CLOSED' }]);
  });

  it('moves the card to the column chosen, to its end, like a drag', async () => {
    const user = userEvent.setup();
    const done = service.db.columns.find((c) => c.board_id === 1 && c.name === 'Done');
    if (!done) throw new Error('no Done column');
    const details = await openDetails();
    expect(card().column_id).not.toBe(done.id);
    await user.selectOptions(details.getByRole('combobox', { name: 'Column' }), 'Done');
    await waitFor(() => expect(card().column_id).toBe(done.id));
    const lastOrder = Math.max(
      ...service.db.cards
        .filter((c) => c.column_id === done.id && c.deleted_at === null)
        .map((c) => c.order),
    );
    expect(card().order).toBe(lastOrder);
    expect(details.getByRole('combobox', { name: 'Column' })).toHaveDisplayValue('Done');
  });

  it('keeps a typed due date, with the reason beside it, when the server refuses it', async () => {
    const user = userEvent.setup();
    server.use(
      http.patch(CARD_URL, async ({ request }) => {
        const body = (await request.clone().json()) as Record<string, unknown>;
        if ('due_date' in body) {
          return HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 });
        }
        return undefined;
      }),
    );
    const before = card().due_date;
    const details = await openDetails();
    const due = details.getByLabelText('Due date');
    await user.clear(due);
    await user.type(due, '3/4/2031 10:30 am');
    await user.tab();
    expect(await details.findByText('Not saved: This action is unauthorized.')).toBeVisible();
    expect(due).toHaveValue('03/04/2031 10:30 AM');
    expect(due).toHaveAccessibleDescription(/Not saved: This action is unauthorized\./);
    expect(card().due_date).toBe(before);
  });

  it('saves a due date typed and left, and clears it with Clear', async () => {
    const user = userEvent.setup();
    const details = await openDetails();
    const due = details.getByLabelText('Due date');
    await user.clear(due);
    await user.type(due, '2031-03-04T10:30{Enter}');
    await waitFor(() => expect(card().due_date).toBe(new Date('2031-03-04T10:30').toISOString()));
    await user.click(details.getByRole('button', { name: 'Clear due date' }));
    await waitFor(() => expect(card().due_date).toBeNull());
    expect(due).toHaveValue('');
  });

  it('tags and untags from the list that Change opens, each tick saved', async () => {
    const user = userEvent.setup();
    const tags = service.db.tags.filter((t) => t.board_id === 1);
    const tagged = () =>
      service.db.cardTags.filter((link) => link.card_id === 12).map((link) => link.tag_id);
    const missing = tags.find((tag) => !tagged().includes(tag.id));
    if (!missing) throw new Error('card 12 has every tag');
    const details = await openDetails();
    await user.click(details.getByRole('button', { name: 'Change tags' }));
    const list = details.getByRole('group', { name: 'Tags' });
    const box = within(list).getByRole('checkbox', { name: missing.name });
    // The family's checkbox (a 24 px target with its label), not the browser's bare box.
    expect(box.closest('label')).toHaveClass('checkbox-row');
    await user.click(box);
    await waitFor(() => expect(tagged()).toContain(missing.id));
    await user.click(details.getByRole('button', { name: 'Done changing tags' }));
    expect(details.queryByRole('group', { name: 'Tags' })).toBeNull();
    expect(details.getByText(missing.name)).toBeVisible();
  });

  it('sets the cover, pins and completes with one control each', async () => {
    const user = userEvent.setup();
    const bodies = recordPatches();
    const details = await openDetails();
    const cover = details.getByRole('radiogroup', { name: 'Cover' });
    const radios = within(cover).getAllByRole('radio');
    const color = radios[2];
    if (!color) throw new Error('no cover colours');
    await user.click(color);
    await user.click(details.getByRole('checkbox', { name: 'Completed' }));
    await waitFor(() => expect(card().completed_at).not.toBeNull());
    expect(card().cover_color).not.toBeNull();
    expect(color).toBeChecked();
    expect(bodies).toEqual([{ cover_color: card().cover_color }, { completed: true }]);
  });

  it('keeps a custom field’s typed text, with the server’s reason beside it', async () => {
    const user = userEvent.setup();
    const details = await openDetails();
    const customer = details.getByRole('textbox', { name: 'Customer' });
    const tooLong = 'C'.repeat(130);
    await user.clear(customer);
    await user.click(customer);
    await user.paste(tooLong);
    await user.tab();
    expect(await details.findByText(/^Not saved: /)).toBeVisible();
    expect(customer).toHaveValue(tooLong);
  });

  it('shows a custom field’s new value at once, and puts the old one back when refused', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.patch(CARD_URL, async () => {
        await held;
        return HttpResponse.json(
          { message: 'The given data was invalid.', errors: { 'custom_fields.2': ['Not now.'] } },
          { status: 422 },
        );
      }),
    );
    const details = await openDetails();
    const priority = details.getByRole<HTMLSelectElement>('combobox', {
      name: 'Priority (required)',
    });
    const before = priority.value;
    const other = Array.from(priority.options).find(
      (option) => option.value !== '' && option.value !== before,
    );
    if (!other) throw new Error('no other priority');
    await user.selectOptions(priority, other);
    await waitFor(() => expect(priority).toHaveValue(other.value));
    release();
    expect(await details.findByText(/^Not saved: /)).toBeVisible();
    expect(priority).toHaveValue(before);
  });
});
