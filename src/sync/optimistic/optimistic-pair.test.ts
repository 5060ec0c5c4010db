import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { optimisticPair } from './optimistic-pair';

const boardKey = ['board'];
const detailKey = ['detail'];

interface Named {
  name: string;
  other: string;
}

function setUp(refused: (error: Error) => boolean) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData<Named>(boardKey, { name: 'Before', other: 'board' });
  queryClient.setQueryData<Named>(detailKey, { name: 'Before', other: 'detail' });
  const rename = (entry: Named, name: string) => ({ ...entry, name });
  let refuse: () => void = () => undefined;
  const observer = new MutationObserver(queryClient, {
    mutationFn: () =>
      new Promise<void>((_resolve, reject) => {
        refuse = () => reject(new Error('refused'));
      }),
    ...optimisticPair(
      queryClient,
      {
        queryKey: boardKey,
        apply: rename,
        // Only the name goes back: a change to `other` made meanwhile stays.
        revert: (current: Named, before: Named) => ({ ...current, name: before.name }),
        refused,
        failed: (_before, name: string, reason) => `Could not rename to ${name}: ${reason}`,
      },
      { queryKey: detailKey, apply: rename },
    ),
  });
  return { queryClient, observer, refuse: () => refuse() };
}

describe('one write changing two cached entries', () => {
  it('shows on both, takes both back on a refusal, then lets the write answer it', async () => {
    const shown: (Named | undefined)[] = [];
    const toasts = vi.spyOn(toast, 'error');
    const { queryClient, observer, refuse } = setUp(() => {
      // The write's own answer (a conflict's merge) runs with both entries back.
      shown.push(queryClient.getQueryData(boardKey), queryClient.getQueryData(detailKey));
      return true;
    });

    const saving = observer.mutate('After');
    await expect.poll(() => queryClient.getQueryData<Named>(detailKey)?.name).toBe('After');
    expect(queryClient.getQueryData<Named>(boardKey)?.name).toBe('After');
    queryClient.setQueryData<Named>(boardKey, (board) => board && { ...board, other: 'later' });
    refuse();
    await expect(saving).rejects.toThrow('refused');

    expect(shown).toEqual([
      { name: 'Before', other: 'later' },
      { name: 'Before', other: 'detail' },
    ]);
    expect(toasts).not.toHaveBeenCalled();
    const [mutation] = queryClient.getMutationCache().getAll();
    // Settled: neither entry from before the change is kept alive.
    expect(mutation?.state.context).toMatchObject({
      previous: undefined,
      reverted: true,
      second: { previous: undefined },
    });
    toasts.mockRestore();
  });

  it('says why once, in the first entry’s words, when the write does not answer it', async () => {
    const toasts = vi.spyOn(toast, 'error').mockImplementation(() => '');
    const { queryClient, observer, refuse } = setUp(() => false);

    const saving = observer.mutate('After');
    await expect.poll(() => queryClient.getQueryData<Named>(detailKey)?.name).toBe('After');
    refuse();
    await expect(saving).rejects.toThrow('refused');

    expect(queryClient.getQueryData<Named>(detailKey)?.name).toBe('Before');
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveBeenCalledWith('Could not rename to After: the server did not answer');
    toasts.mockRestore();
  });
});
