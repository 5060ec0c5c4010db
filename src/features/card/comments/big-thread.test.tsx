import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BoardPage } from '@/features/board/BoardPage';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { textDocument } from './comments-test-kit';

const CARD = 12;
const MANY = 1000;

describe('a card with 1,000 comments', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();

  /** Adds `count` comments by Eli to card 12, a second apart, the newest now. */
  function seedComments(count: number): number[] {
    const start = Date.now() - count * 1000;
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      service.db.ids.comments += 1;
      const id = service.db.ids.comments;
      service.db.comments.push({
        id,
        card_id: CARD,
        user_id: 2,
        body: textDocument(`Comment number ${i + 1}`),
        created_at: new Date(start + i * 1000).toISOString(),
        edited_at: null,
        deleted_at: null,
      });
      ids.push(id);
    }
    return ids;
  }

  it('renders only the newest page, and shows earlier ones a page at a time', async () => {
    const user = userEvent.setup();
    seedComments(MANY);
    const started = performance.now();
    renderWithApi(<BoardPage boardId={1} cardId={CARD} />, { path: `/boards/1/cards/${CARD}` });
    const panel = await screen.findByRole('dialog', { name: /^#\d+ / });
    const list = await within(panel).findByRole('list', { name: 'Comments' });
    await within(list).findByText(`Comment number ${MANY}`);
    // jsdom, the mock and the whole board page included: a ceiling, not the browser figure.
    console.info(
      `1,000 comments: newest painted ${Math.round(performance.now() - started)} ms after render`,
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);

    const more = within(panel).getByRole('button', { name: /^Show 30 earlier/ });
    expect(more).toHaveTextContent(`(${MANY + 3 - 30} not shown)`);
    await user.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    // Focus goes to the first comment just shown.
    expect(document.activeElement?.textContent).toContain(`Comment number ${MANY - 59}`);
  });

  it('loads enough pages to land on an old comment from a link', async () => {
    const ids = seedComments(MANY);
    const old = ids[4] ?? 0;
    renderWithApi(<BoardPage boardId={1} cardId={CARD} />, {
      path: `/boards/1/cards/${CARD}?comment=${old}`,
    });
    const panel = await screen.findByRole('dialog', { name: /^#\d+ / });
    await within(panel).findByRole('list', { name: 'Comments' });
    const target = await waitFor(() => {
      const node = document.getElementById(`comment-${old}`);
      expect(node).toHaveFocus();
      return node;
    });
    expect(target).toHaveTextContent('Comment number 5');
    expect(target).toHaveAttribute('data-highlighted');
  });
});
