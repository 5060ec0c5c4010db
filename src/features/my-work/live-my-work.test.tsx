import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { MyWorkPage } from './MyWorkPage';

configure({ asyncUtilTimeout: 5000 });

/** Wednesday, November 25, 2026, 10:00 local time. */
const NOW = new Date(2026, 10, 25, 10, 0);

/** A teammate's write, sent as another demo user. */
function asTeammate(method: string, path: string, body: unknown) {
  return fetch(`${TEST_API_BASE_URL}${path}`, {
    method,
    headers: { Authorization: 'Bearer demo-editor', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

// The page polls every 60 s and these tests wait 5 s at most: what shows came by the stream.
describe('My work follows its boards live (GET /me/events)', () => {
  const { service } = useMockApi();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    service.reset();
  });
  afterEach(() => vi.useRealTimers());

  async function openLive() {
    renderWithApi(<MyWorkPage />, { path: '/my-work', token: 'demo-manager' });
    await screen.findByRole('heading', { level: 1, name: 'My work' });
    await screen.findAllByRole('checkbox', { name: /^Tick/ });
    await waitFor(() => expect(screen.queryByText(/Reading boards/)).toBeNull());
    await waitFor(() => expect(document.querySelector('[data-live]')).not.toBeNull());
  }

  const card = (title: string) => {
    const found = service.db.cards.find((candidate) => candidate.title === title);
    if (!found) throw new Error(`seed changed: ${title}`);
    return found;
  };

  it("shows a card a teammate assigns to me, and a teammate's move, without a reload", async () => {
    await openLive();
    const offline = card('Research offline mode');
    expect(screen.queryByRole('link', { name: /Research offline mode/ })).toBeNull();

    const assigned = await asTeammate('POST', `/boards/1/cards/${offline.id}/assignees/sync`, {
      assignees: { 1: true },
    });
    expect(assigned.status).toBe(200);
    const link = await screen.findByRole('link', { name: /Research offline mode/ });

    const row = link.closest('li');
    if (!row) throw new Error('no row');
    const review = service.db.columns.find((c) => c.board_id === 1 && c.name === 'Review');
    if (!review) throw new Error('seed changed: Review');
    const moved = await asTeammate('PATCH', `/boards/1/cards/${offline.id}`, {
      column_id: review.id,
      order: 1,
    });
    expect(moved.status).toBe(200);
    await waitFor(() =>
      expect(within(row).getByRole('combobox', { name: /^Column of/ })).toHaveValue(
        String(review.id),
      ),
    );
    expect(within(row).getByText('Review', { selector: 'bdi' })).toBeVisible();
  });

  it('shows a checklist item a teammate assigns to me', async () => {
    await openLive();
    const item = service.db.checklistItems.find((candidate) => candidate.title === 'Notifications');
    const checklist = service.db.checklists.find((list) => list.id === item?.checklist_id);
    if (!item || !checklist) throw new Error('seed changed: Notifications');
    expect(screen.queryByRole('checkbox', { name: /Tick "Notifications"/ })).toBeNull();

    const path = `/boards/1/cards/${checklist.card_id}/checklists/${checklist.id}/items/${item.id}`;
    expect((await asTeammate('PATCH', path, { assignees: { 1: true } })).status).toBe(200);
    expect(await screen.findByRole('checkbox', { name: /Tick "Notifications"/ })).toBeVisible();
  });
});
