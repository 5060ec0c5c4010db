import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { normalizeBoard } from '@/api/normalize';
import { boardKeys } from '@/api/queries/keys';
import { wireBoard } from '@/api/testing/wire-fixtures';
import type { BoardWorkingSet } from '@/api/types';
import { optimisticBoardMutationOptions } from './optimistic-board-mutation';

function boardFixture(): BoardWorkingSet {
  const result = normalizeBoard(wireBoard);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function rename(board: BoardWorkingSet, name: string): BoardWorkingSet {
  return { ...board, name };
}

describe('optimistic board mutations', () => {
  it('show the change at once, and let go of the board from before it once saved', async () => {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const board = boardFixture();
    queryClient.setQueryData(boardKeys.detail(board.id), board);
    let finishSave: () => void = () => undefined;
    const observer = new MutationObserver(
      queryClient,
      optimisticBoardMutationOptions(queryClient, {
        boardId: board.id,
        kind: 'rename',
        mutationFn: () =>
          new Promise<void>((resolve) => {
            finishSave = resolve;
          }),
        apply: (current, { name }: { name: string }) => rename(current, name),
        describe: () => 'Could not rename the board',
      }),
    );

    const saving = observer.mutate({ name: 'Renamed' });
    await expect
      .poll(() => queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(board.id))?.name)
      .toBe('Renamed');
    const [mutation] = queryClient.getMutationCache().getAll();
    expect(mutation?.state.context).toEqual({ previous: board });

    finishSave();
    await saving;
    // The finished mutation stays cached for its gcTime; it must not keep the old board alive.
    expect(mutation?.state.status).toBe('success');
    expect(mutation?.state.context).toEqual({ previous: undefined });
  });

  it('put the board back on a refusal, then let go of it too', async () => {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const board = boardFixture();
    queryClient.setQueryData(boardKeys.detail(board.id), board);
    const observer = new MutationObserver(
      queryClient,
      optimisticBoardMutationOptions(queryClient, {
        boardId: board.id,
        kind: 'rename',
        mutationFn: () => Promise.reject(new Error('refused')),
        apply: (current, { name }: { name: string }) => rename(current, name),
        describe: () => 'Could not rename the board',
      }),
    );

    await expect(observer.mutate({ name: 'Renamed' })).rejects.toThrow('refused');
    expect(queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(board.id))?.name).toBe(
      board.name,
    );
    const [mutation] = queryClient.getMutationCache().getAll();
    expect(mutation?.state.context).toEqual({ previous: undefined, reverted: true });
  });
});
