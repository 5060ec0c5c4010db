import { MutationCache, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { withoutCards } from '@/api/queries/board-index';
import { boardOf, wireCard, wireColumn } from '@/api/testing/board-fixture';
import type { BoardWorkingSet } from '@/api/types';
import { withPendingWrites } from '@/api/queries/pending-overlay';
import { boardOverlayMeta } from './board-overlay';
import { optimisticBoardChange } from './optimistic-change';
import { cancelQueuedWrite, trackWrite } from '../queue/write-run';

const read = () => boardOf([wireColumn(10, 1)], [wireCard(1, 10, 1), wireCard(2, 10, 2)]);
const ids = (board: BoardWorkingSet) => board.cards.map((card) => card.id);
const deleteOverlay = boardOverlayMeta(1, (board, { cardId }: { cardId: number }) =>
  withoutCards(board, new Set([cardId])),
);

describe('a write on its way, applied to a board that arrives', () => {
  it('is not applied again once refused, while its error and settle callbacks still run', async () => {
    let readDuringSettle: number[] = [];
    const queryClient = new QueryClient({
      defaultOptions: { mutations: { networkMode: 'always' } },
    });
    const change = optimisticBoardChange(queryClient, 1, {
      apply: (board, { cardId }: { cardId: number }) => withoutCards(board, new Set([cardId])),
    });
    const refused = queryClient.getMutationCache().build(queryClient, {
      ...change,
      mutationFn: () => Promise.reject(new Error('refused')),
      // The refetch a write starts when it settles: the write is still "pending" here.
      onSettled: () => {
        readDuringSettle = ids(withPendingWrites(queryClient, 1, read()));
      },
    });
    await expect(refused.execute({ cardId: 2 })).rejects.toThrow('refused');
    expect(readDuringSettle).toEqual([1, 2]);
  });

  it('is not applied once undone before it was sent, though it still waits in its queue', async () => {
    let send: () => void = () => undefined;
    const queryClient = new QueryClient({
      mutationCache: new MutationCache({
        onMutate: (variables) => trackWrite(variables),
      }),
      defaultOptions: { mutations: { networkMode: 'always' } },
    });
    const variables = { cardId: 2 };
    const write = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => new Promise<void>((resolve) => (send = resolve)),
      meta: deleteOverlay,
    });
    const done = write.execute(variables);
    await expect.poll(() => write.state.status).toBe('pending');
    expect(ids(withPendingWrites(queryClient, 1, read()))).toEqual([1]);
    cancelQueuedWrite(variables);
    expect(ids(withPendingWrites(queryClient, 1, read()))).toEqual([1, 2]);
    send();
    await done;
  });
});
