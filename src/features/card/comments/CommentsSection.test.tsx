import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BoardPage } from '@/features/board/BoardPage';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { callApi, textDocument } from './comments-test-kit';

/** Card #12 "Mentions in comments": three seeded comments (Ines, Eli, Ines), oldest first. */
const CARD = 12;
const COMMENTS_URL = `${TEST_API_BASE_URL}/boards/1/cards/${CARD}/comments`;

async function openCard(token: string, { cardId = CARD, search = '' } = {}) {
  const view = renderWithApi(<BoardPage boardId={1} cardId={cardId} />, {
    path: `/boards/1/cards/${cardId}${search}`,
    token,
  });
  const panel = await screen.findByRole('dialog', { name: /^#\d+ / });
  const section = await within(panel).findByRole('region', { name: 'Comments' });
  return { ...view, panel, section };
}

const thread = (section: HTMLElement) => within(section).findByRole('list', { name: 'Comments' });
const authorsIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-labelledby'))
    .map((id) => (id ? document.getElementById(id)?.textContent : null));

describe('comments in the card panel', () => {
  const { service, server } = useMockApi();
  useViewportForVirtualLists();

  it('lists the thread oldest first with authors, times and "edited"', async () => {
    const [, second] = service.db.comments.filter((comment) => comment.card_id === CARD);
    if (!second) throw new Error('unexpected seed');
    await callApi('demo-editor', 'PATCH', `/boards/1/cards/${CARD}/comments/${second.id}`, {
      content: textDocument('Parser is done, edited.'),
    });
    const { section } = await openCard('demo-viewer');
    const list = await thread(section);
    expect(authorsIn(list)).toEqual(['Ines Interact', 'Eli Editor', 'Ines Interact']);
    const edited = within(list).getAllByRole('listitem')[1];
    if (!edited) throw new Error('no second comment');
    expect(edited).toHaveTextContent('Parser is done, edited.');
    expect(within(edited).getByText('edited')).toBeVisible();
    const time = edited.querySelector('time');
    expect(time?.getAttribute('title')).toMatch(/\d{4}/);
    expect(time?.textContent).toMatch(/ ago$|^yesterday$/); // Intl's relative time, in English
    // A mention is a chip, not a link or raw JSON.
    const third = within(list).getAllByRole('listitem')[2];
    expect(third).toHaveTextContent('@Maya Manager');
  });

  it('names a removed author as such', async () => {
    const departed = service.db.comments.find((comment) => comment.card_id === 13);
    if (!departed) throw new Error('unexpected seed');
    const { section } = await openCard('demo-viewer', { cardId: 13 });
    const list = await thread(section);
    expect(authorsIn(list)).toEqual([expect.stringMatching(/\(removed\)$|^Removed user$/)]);
  });

  it('gives a viewer the thread but no composer', async () => {
    const { section } = await openCard('demo-viewer');
    await thread(section);
    expect(within(section).queryByRole('textbox', { name: 'Write a comment' })).toBeNull();
    expect(within(section).getByText(/posting needs interact permission/)).toBeVisible();
    expect(within(section).queryByRole('button', { name: /^Actions for / })).toBeNull();
  });

  it('posts with Ctrl+Enter: the comment shows at once, marked unsaved, and the count follows', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The POST waits until the test lets it through to the mock (returning nothing falls through).
    server.use(http.post(COMMENTS_URL, async () => void (await held)));
    const before = service.db.comments.filter((c) => c.card_id === CARD).length;
    const { panel, section } = await openCard('demo-editor');
    await thread(section);
    const editor = await within(section).findByRole('textbox', { name: 'Write a comment' });
    await user.click(editor);
    await user.keyboard('Ship it today');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const list = await thread(section);
    const posted = await within(list).findByText('Ship it today');
    const item = posted.closest('li');
    if (!item) throw new Error('not in a list item');
    expect(within(item).getByText('Unsaved')).toBeVisible();
    expect(within(panel).getByText(new RegExp(`${before + 1} comments`))).toBeVisible();
    // The composer is empty again (a new editor), ready for the next one.
    expect(within(section).getByRole('textbox', { name: 'Write a comment' }).textContent).toBe('');

    release();
    // The server's comment replaces the unsaved copy.
    await waitFor(() =>
      expect(within(list).getByText('Ship it today').closest('li')).not.toHaveTextContent(
        'Unsaved',
      ),
    );
    const stored = service.db.comments.filter((c) => c.card_id === CARD);
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)?.body).toContain('Ship it today');
  });

  it('keeps the text in the composer with the reason when the server refuses it', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(COMMENTS_URL, () =>
        HttpResponse.json(
          {
            message: 'Fill in Priority first.',
            errors: { custom_fields: ['Fill in Priority first.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { section } = await openCard('demo-editor');
    await thread(section);
    const editor = await within(section).findByRole('textbox', { name: 'Write a comment' });
    await user.click(editor);
    await user.keyboard('Refused words');
    await user.click(within(section).getByRole('button', { name: 'Comment' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Not posted: Fill in Priority first.',
    );
    const again = await within(section).findByRole('textbox', { name: 'Write a comment' });
    await waitFor(() => expect(again).toHaveTextContent('Refused words'));
    expect(within(await thread(section)).queryByText('Refused words')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('lets the author edit and delete their own comment', async () => {
    const user = userEvent.setup();
    const { section } = await openCard('demo-editor');
    const list = await thread(section);
    const own = within(list).getAllByRole('listitem')[1];
    if (!own) throw new Error('no comment by Eli');
    // Not the author of the others and not a manager: one comment has actions, in a menu.
    expect(within(list).getAllByRole('button', { name: /^Actions for / })).toHaveLength(1);
    expect(within(list).queryByRole('button', { name: /^(Edit|Delete)/ })).toBeNull();

    await user.click(within(own).getByRole('button', { name: "Actions for Eli Editor's comment" }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const field = await within(own).findByRole('textbox', { name: 'Edit comment' });
    await waitFor(() => expect(field).toHaveTextContent('Parser is done.'));
    // The editor opens with the caret at the end of the text.
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard(' Checked twice.');
    await user.click(within(own).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(own).getByText('edited')).toBeVisible());
    expect(own).toHaveTextContent('Checked twice.');

    await user.click(within(own).getByRole('button', { name: "Actions for Eli Editor's comment" }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(authorsIn(list)).toEqual(['Ines Interact', 'Ines Interact']));
    await waitFor(() =>
      expect(service.db.comments.filter((c) => c.card_id === CARD && !c.deleted_at)).toHaveLength(
        2,
      ),
    );
  });

  it("lets a manager delete someone else's comment", async () => {
    const user = userEvent.setup();
    const { section } = await openCard('demo-manager');
    const list = await thread(section);
    const first = within(list).getAllByRole('listitem')[0];
    if (!first) throw new Error('no first comment');
    await user.click(
      within(first).getByRole('button', { name: "Actions for Ines Interact's comment" }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Delete…' })).toBeVisible();
    // A manager deletes anyone's comment but edits only their own.
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Ines Interact's comment?" });
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(authorsIn(list)).toEqual(['Eli Editor', 'Ines Interact']));
  });

  it('keeps the unsent comment as a draft across a remount', async () => {
    const user = userEvent.setup();
    const first = await openCard('demo-editor');
    await thread(first.section);
    const editor = await within(first.section).findByRole('textbox', { name: 'Write a comment' });
    await user.click(editor);
    await user.keyboard('Half a thought');
    first.unmount();

    const second = await openCard('demo-editor');
    const restored = await within(second.section).findByRole('textbox', {
      name: 'Write a comment',
    });
    await waitFor(() => expect(restored).toHaveTextContent('Half a thought'));
    // Kept per user (by id, never the token), board and card.
    const keys = Object.keys(localStorage).filter((key) => key.endsWith(`:1:${CARD}:comment`));
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('demo-editor');
    localStorage.clear();
  });

  it('switches between comments, activity (grouped) and both', async () => {
    const user = userEvent.setup();
    // Two changes by Eli within a minute: one row with a list.
    await callApi('demo-editor', 'PATCH', `/boards/1/cards/${CARD}`, {
      title: 'Mentions, renamed',
    });
    await callApi('demo-editor', 'PATCH', `/boards/1/cards/${CARD}`, { pinned: false });
    const { section } = await openCard('demo-viewer');
    await thread(section);

    await user.click(within(section).getByRole('radio', { name: 'Activity' }));
    const activity = await within(section).findByRole('list', { name: 'Activity' });
    expect(within(section).queryByRole('list', { name: 'Comments' })).toBeNull();
    const group = within(activity)
      .getAllByRole('listitem')
      .find((row) => row.textContent?.includes('made 2 changes'));
    if (!group) throw new Error('no grouped row');
    expect(group).toHaveTextContent('Eli Editor');
    expect(group).toHaveTextContent(
      'renamed this from “Mentions in comments” to “Mentions, renamed”',
    );
    expect(group).toHaveTextContent('unpinned this');

    await user.click(within(section).getByRole('radio', { name: 'All' }));
    const all = await within(section).findByRole('list', { name: 'Comments and activity' });
    expect(all).toHaveTextContent('Looks good. Notifications next');
    expect(all).toHaveTextContent('made 2 changes');

    await user.click(within(section).getByRole('radio', { name: 'Comments' }));
    expect(await thread(section)).not.toHaveTextContent('made 2 changes');
  });

  it('lands on the comment a link names: focused and highlighted', async () => {
    const [, second] = service.db.comments.filter((comment) => comment.card_id === CARD);
    if (!second) throw new Error('unexpected seed');
    const { section } = await openCard('demo-manager', { search: `?comment=${second.id}` });
    await thread(section);
    const target = document.getElementById(`comment-${second.id}`);
    await waitFor(() => expect(target).toHaveFocus());
    expect(target).toHaveAttribute('data-highlighted');
  });
});
