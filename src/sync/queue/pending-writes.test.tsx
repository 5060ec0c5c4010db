import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  trackPendingWrites,
  useCardHasUnsavedChanges,
  usePendingWriteCount,
} from './pending-writes';

function Probe({ cardId }: { cardId: number }) {
  const unsaved = useCardHasUnsavedChanges(cardId);
  const total = usePendingWriteCount();
  return (
    <p>
      card {cardId}: {unsaved ? 'unsaved' : 'saved'}, {total} pending
    </p>
  );
}

describe('pending writes per card', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('marks a card while its write is pending and clears it when saved', async () => {
    const client = new QueryClient();
    stop = trackPendingWrites(client.getMutationCache());
    render(
      <>
        <Probe cardId={9} />
        <Probe cardId={10} />
      </>,
    );
    let release: () => void = () => undefined;
    const answer = new Promise<void>((resolve) => (release = resolve));
    const write = new MutationObserver(client, { mutationFn: (_: { cardId: number }) => answer });
    let saved: Promise<void> = Promise.resolve();
    act(() => {
      saved = write.mutate({ cardId: 9 });
    });
    expect(await screen.findByText('card 9: unsaved, 1 pending')).toBeInTheDocument();
    expect(screen.getByText('card 10: saved, 1 pending')).toBeInTheDocument();
    await act(async () => {
      release();
      await saved;
    });
    expect(screen.getByText('card 9: saved, 0 pending')).toBeInTheDocument();
  });
});
