import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { attachBoardCopies, noBoardCopies } from '@/api/board-copy/copy-handle';
import { boardKeys } from '@/api/queries/keys';
import { boardOf, wireCard, wireColumn } from '@/api/testing/board-fixture';
import { MY_WORK_CONCURRENCY } from './use-my-work';
import { MyWorkPage } from './MyWorkPage';

const MAYA = 1;

async function createBoard(name: string): Promise<number> {
  const response = await fetch(`${TEST_API_BASE_URL}/boards`, {
    method: 'POST',
    headers: { Authorization: 'Bearer demo-manager', 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  return ((await response.json()) as { id: number }).id;
}

describe('My work paints from saved board copies (issue 30)', () => {
  const { server } = useMockApi();

  it('shows a board from its copy while every board read is still waiting at the gate', async () => {
    // More boards than reads run at once, so the last one waits behind the gate.
    const created: number[] = [];
    for (let index = 0; index <= MY_WORK_CONCURRENCY; index += 1) {
      created.push(await createBoard(`Extra ${index}`));
    }
    const last = created.at(-1) ?? 0;
    // No board read ever answers: whatever shows came from a copy.
    server.use(http.get(`${TEST_API_BASE_URL}/boards/:boardId`, () => delay('infinite')));
    const copy = {
      ...boardOf(
        [wireColumn(70, 1, { name: 'Copied column' })],
        [wireCard(700, 70, 1, { title: 'From the copy', assignees_ids: [String(MAYA)] })],
      ),
      id: last,
      name: `Extra ${MY_WORK_CONCURRENCY}`,
    };
    renderWithApi(<MyWorkPage />, {
      path: '/my-work',
      setup: (client, queryClient) =>
        attachBoardCopies(client, {
          ...noBoardCopies,
          open: (boardId) => {
            if (boardId !== last) return Promise.resolve(null);
            queryClient.setQueryData(boardKeys.detail(boardId), copy, { updatedAt: 1 });
            return Promise.resolve({ etag: null });
          },
        }),
    });
    expect(await screen.findByRole('link', { name: /From the copy/ })).toHaveAttribute(
      'href',
      `/boards/${last}/cards/700`,
    );
    expect(screen.getByText('Copied column', { selector: 'bdi' })).toBeVisible();
  });
});
