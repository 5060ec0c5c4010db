import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { InboxLink } from './InboxLink';
import { InboxPage } from './InboxPage';

const MAYA = 1;

/** Eli mentions Maya in a comment on card 12; returns the comment's id. */
async function mentionMayaInAComment(): Promise<number> {
  const content = JSON.stringify({
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Over to you, ' },
          { type: 'mention', attrs: { id: String(MAYA), label: 'Maya Manager' } },
        ],
      },
    ],
  });
  const response = await fetch(`${TEST_API_BASE_URL}/boards/1/cards/12/comments`, {
    method: 'POST',
    headers: { Authorization: 'Bearer demo-editor', 'Content-Type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe('the inbox: unread count, mark read, mention links', () => {
  const { service } = useMockApi();
  const unreadOfMaya = () =>
    service.db.notifications.filter((n) => n.user_id === MAYA && n.read_at == null).length;

  it('counts unread in the header, marks one and then all read at once', async () => {
    const user = userEvent.setup();
    const commentId = await mentionMayaInAComment();
    const unread = unreadOfMaya();
    expect(unread).toBeGreaterThan(1);
    renderWithApi(
      <>
        <InboxLink />
        <InboxPage />
      </>,
      { token: 'demo-manager', path: '/inbox' },
    );
    // The page also reads every board for its due reminders: the count can take a while here.
    const header = await screen.findByRole(
      'link',
      { name: `Inbox, ${unread} unread` },
      { timeout: 5000 },
    );
    const list = await screen.findByRole('list', { name: 'Notifications' });

    // The mention opens the card at its comment.
    const newest = within(list).getAllByRole('listitem')[0];
    if (!newest) throw new Error('no notification');
    expect(newest).toHaveTextContent('Eli Editor mentioned you in #');
    expect(within(newest).getByRole('link')).toHaveAttribute(
      'href',
      `/boards/1/cards/12?comment=${commentId}`,
    );

    await user.click(within(newest).getByRole('button', { name: 'Mark read' }));
    expect(header).toHaveAccessibleName(`Inbox, ${unread - 1} unread`);
    expect(within(newest).queryByRole('button', { name: 'Mark read' })).toBeNull();
    await waitFor(() => expect(unreadOfMaya()).toBe(unread - 1));

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(header).toHaveAccessibleName('Inbox');
    expect(within(list).queryAllByRole('button', { name: 'Mark read' })).toHaveLength(0);
    await waitFor(() => expect(unreadOfMaya()).toBe(0));
  });
});
