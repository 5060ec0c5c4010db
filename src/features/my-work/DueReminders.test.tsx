import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { InboxLink } from '@/features/inbox/InboxLink';
import { InboxPage } from '@/features/inbox/InboxPage';

// Several boards are read and parsed in this process: on a busy 2-core machine that takes a while.
configure({ asyncUtilTimeout: 5000 });

const NOW = new Date(2026, 10, 25, 10, 0);

describe('due reminders in the inbox', () => {
  const { service } = useMockApi();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    service.reset();
    window.localStorage.clear();
    const due = (cardId: number, date: Date) => {
      const card = service.db.cards.find((candidate) => candidate.id === cardId);
      if (card) card.due_date = date.toISOString();
    };
    due(10, new Date(2026, 10, 25, 10, 30)); // due in 30 minutes: due soon (lead 60 min)
    due(16, new Date(2026, 10, 24, 9, 0)); // overdue
    due(18, new Date(2026, 10, 28, 9, 0)); // later: no reminder
  });
  afterEach(() => vi.useRealTimers());

  it('lists my overdue and due-soon cards, counts them as unread, and marks them read', async () => {
    const user = userEvent.setup();
    const unreadNotifications = service.db.notifications.filter(
      (notification) => notification.user_id === 1 && notification.read_at == null,
    ).length;
    renderWithApi(
      <>
        <InboxLink />
        <InboxPage />
      </>,
      { path: '/inbox' },
    );
    const section = await screen.findByRole('region', { name: 'Due dates' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Unread: Overdue #16 Notification preferences screen Was due/),
      expect.stringMatching(/^Unread: Due soon #10 Weekly product sync notes Due/),
    ]);
    expect(
      await screen.findByRole('link', { name: `Inbox, ${unreadNotifications + 2} unread` }),
    ).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Mark read: #16' }));
    expect(
      await screen.findByRole('link', { name: `Inbox, ${unreadNotifications + 1} unread` }),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Mark reminders read' }));
    expect(within(section).queryByText(/Unread:/)).toBeNull();
  });
});
