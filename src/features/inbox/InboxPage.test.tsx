import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { accountKeys } from '@/api/queries/keys';
import { InboxPage } from './InboxPage';

function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : String(input);
}

async function assign(token: string, cardId: number, userId: number) {
  const response = await fetch(`${TEST_API_BASE_URL}/boards/1/cards/${cardId}/assignees/sync`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ assignees: { [userId]: true } }),
  });
  expect(response.status).toBe(200);
}

describe('InboxPage', () => {
  const { service } = useMockApi();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the notifications again when opened, though the header read them moments ago', async () => {
    const card = service.db.cards.find(
      (candidate) =>
        candidate.board_id === 1 &&
        candidate.deleted_at == null &&
        !service.db.cardAssignees.some((a) => a.card_id === candidate.id && a.user_id === 1),
    );
    if (!card) throw new Error('the seed has no card without Maya');
    await assign('demo-editor', card.id, 1);
    renderWithApi(<InboxPage />, {
      token: 'demo-manager',
      // The header's count read the inbox before the assignment: fresh for 30 s, and empty.
      setup: (_client, queryClient) => {
        queryClient.setQueryDefaults(accountKeys.notifications(), { staleTime: 30_000 });
        queryClient.setQueryData(accountKeys.notifications(), []);
      },
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(
      await within(list).findByRole('link', { name: `#${card.number} ${card.title}` }),
    ).toBeVisible();
  });

  it('shows a new assignment with a link to its card, fetching the cards in one batch', async () => {
    const card = service.db.cards.find(
      (candidate) =>
        candidate.board_id === 1 &&
        candidate.deleted_at == null &&
        !service.db.cardAssignees.some((a) => a.card_id === candidate.id && a.user_id === 1),
    );
    if (!card) throw new Error('the seed has no card without Maya');
    await assign('demo-editor', card.id, 1);

    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithApi(<InboxPage />, { token: 'demo-manager' });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const link = await within(list).findByRole('link', { name: `#${card.number} ${card.title}` });
    expect(link).toHaveAttribute('href', `/boards/1/cards/${card.id}`);
    const newest = within(list).getAllByRole('listitem')[0];
    expect(newest).toHaveTextContent(`Eli Editor assigned you to #${card.number} ${card.title}`);
    expect(newest).toHaveTextContent('Product Roadmap');

    const batchCalls = fetchSpy.mock.calls.filter(([input]) =>
      urlOf(input).includes('/cards/info/batch'),
    );
    expect(batchCalls).toHaveLength(1);
    const query = decodeURIComponent(urlOf(batchCalls[0]?.[0] ?? ''));
    for (const id of [card.id, 10, 18]) expect(query).toContain(`ids[]=${id}`);
    expect(query).toContain('options[with][]=board');
    expect(query).toContain('options[with][]=column');
    expect(query).toContain('options[fields][]=title');
    expect(query).toContain('options[fields][]=number');
  });

  it('says when a card is no longer available', async () => {
    const card = service.db.cards.find((candidate) => candidate.id === 10);
    if (card) card.deleted_at = new Date().toISOString();
    renderWithApi(<InboxPage />, { token: 'demo-manager' });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(within(list).getByText('Card no longer available')).toBeVisible());
    const item = within(list).getByText('Card no longer available').closest('li');
    expect(item).toHaveTextContent('Eli Editor assigned you to Card no longer available');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('says so when the inbox is empty', async () => {
    renderWithApi(<InboxPage />, { token: 'demo-viewer' });
    expect(await screen.findByText('No notifications yet.')).toBeVisible();
  });
});
