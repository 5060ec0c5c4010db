import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/toast';
import { watchShellUpdates, type ShellWorker } from './shell-updates';

/** A stand-in for workbox-window's Workbox: the test fires its events. */
function fakeWorker() {
  const listeners = new Map<string, (() => void)[]>();
  const worker: ShellWorker & { fire: (type: string) => void; skipped: number } = {
    skipped: 0,
    addEventListener: (type, listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: () => {
      worker.skipped += 1;
    },
    register: () => Promise.resolve(undefined),
    fire: (type) => listeners.get(type)?.forEach((listener) => listener()),
  };
  return worker;
}

describe('the new-version prompt', () => {
  it('appears when a new worker waits; Reload activates it and reloads once it controls', async () => {
    render(<AppToaster />);
    const worker = fakeWorker();
    const reload = vi.fn();
    await watchShellUpdates(worker, reload);
    expect(screen.queryByText(/new version/)).toBeNull();

    act(() => worker.fire('waiting'));
    expect(
      await screen.findByText('A new version of Project Board is available.'),
    ).toBeInTheDocument();
    expect(worker.skipped).toBe(0);

    // A click without pointer events: jsdom has no setPointerCapture for sonner's swipe.
    act(() => screen.getByRole('button', { name: 'Reload' }).click());
    expect(worker.skipped).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    act(() => worker.fire('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when a worker takes control without the click (another tab chose it)', async () => {
    const worker = fakeWorker();
    const reload = vi.fn();
    await watchShellUpdates(worker, reload);
    worker.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });
});
