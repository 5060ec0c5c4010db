import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { updateCard } from '@/api/extensions/cards';
import { createApiClient } from '@/api/http/client';
import { applyLiveUpdate } from '@/data/live/apply-live-update';
import { BoardPage } from '@/features/board/BoardPage';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { countRender } from '../bench/bench-probes';

vi.mock('../bench/bench-probes', () => ({ countRender: vi.fn(), markBoardData: vi.fn() }));

const tileOf = async (number: number) => {
  const link = await screen.findByRole('link', { name: new RegExp(`^#${number} `) });
  return link.closest('article') as HTMLElement;
};

/** Issue 46's budget: a blocker finished re-renders only the tiles it blocked (and its own). */
describe('a blocker finished by a teammate', () => {
  useMockApi();
  useViewportForVirtualLists();

  it("takes the blocked card's mark away, rendering only the two tiles that changed", async () => {
    // The seed (CONTRACT 4d): #17 blocks the open #18.
    const { queryClient } = renderWithApi(<BoardPage boardId={1} cardId={null} />, {
      token: 'demo-editor',
    });
    expect(within(await tileOf(18)).getByText(/^Blocked by 1 open card/)).toBeInTheDocument();
    const tiles = document.querySelectorAll('article').length;
    expect(tiles).toBeGreaterThan(10);

    const teammate = createApiClient({ baseUrl: TEST_API_BASE_URL, token: 'demo-manager' });
    await updateCard(teammate, 1, 17, { completed: true });
    vi.mocked(countRender).mockClear();
    // The live path's plan for the teammate's write: the card and the one whose summary changed.
    const client = createApiClient({ baseUrl: TEST_API_BASE_URL, token: 'demo-editor' });
    await act(() =>
      applyLiveUpdate(
        queryClient,
        client,
        1,
        { readBoard: false, readCards: [17, 18], removeCards: [] },
        new AbortController().signal,
      ),
    );
    await waitFor(async () =>
      expect(within(await tileOf(18)).queryByText(/^Blocked by/)).toBeNull(),
    );
    expect(vi.mocked(countRender).mock.calls).toEqual([['CardTile'], ['CardTile']]);
  });
});
