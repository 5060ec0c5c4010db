import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { useViewportForVirtualLists } from '@test/viewport';
import type * as ContentViewModule from '@/features/card/editor/ContentView';

describe('typing a comment', () => {
  useMockApi();
  useViewportForVirtualLists();

  it('renders the composer only: no comment of the thread renders again', async () => {
    // Every render of a read-only document (each comment's content, the description). The app
    // is imported afresh so the counting view replaces the one the test setup preloaded.
    const renders = { count: 0 };
    vi.resetModules();
    vi.doMock('@/features/card/editor/ContentView', async (importOriginal) => {
      const original = await importOriginal<typeof ContentViewModule>();
      return {
        ...original,
        ContentView: (props: Parameters<typeof original.ContentView>[0]) => {
          renders.count += 1;
          return original.ContentView(props);
        },
      };
    });
    const { BoardPage } = await import('@/features/board/BoardPage');
    const { renderWithApi } = await import('@test/render-with-api');
    // What the setup preloads for every test, loaded again in the fresh module graph (and so not
    // still loading when the test ends).
    await Promise.all([
      import('@/features/card/panel/CardLayer').then((module) => module.preloadCardLayer()),
      import('@/components/Menu').then((module) => module.preloadMenu()),
      import('@/components/Dialog').then((module) => module.preloadDialog()),
      import('@/features/card/editor/ContentEditor'),
      import('@/data/live/live-board-session'),
    ]);

    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={12} />, {
      path: '/boards/1/cards/12',
      token: 'demo-editor',
    });
    const panel = await screen.findByRole('dialog', { name: /^#\d+ / }, { timeout: 10_000 });
    // The comments and the lazily loaded editor may take a while on a busy machine.
    const list = await within(panel).findByRole('list', { name: 'Comments' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const editor = await within(panel).findByRole(
      'textbox',
      { name: 'Write a comment' },
      { timeout: 10_000 },
    );
    await user.click(editor);
    await user.keyboard('a');
    const before = renders.count;
    // The three comments (and the description) went through the counted view.
    expect(before).toBeGreaterThanOrEqual(4);
    await user.keyboard('bcdefgh');
    expect(editor).toHaveTextContent('abcdefgh');
    expect(renders.count).toBe(before);
    vi.doUnmock('@/features/card/editor/ContentView');
  });
});
