import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Outbox } from '@/sync/outbox/outbox';
import { OutboxContext } from '@/sync/outbox/outbox-context';
import { publishOutboxStatus, resetOutboxStatus } from '@/sync/outbox/outbox-status';
import { createConnectivityMonitor } from '../providers/connectivity';
import { ConnectionBanner } from './ConnectionBanner';
import { KeptForOthersNotice } from './KeptForOthersNotice';

const ALICE = { server: 'https://pb.test/api', userId: 1, name: 'Alice' };

describe('what the outbox holds, as the shell shows it', () => {
  afterEach(() => resetOutboxStatus());

  it('counts, while offline, the writes another tab holds and the ones kept from before a reload', () => {
    const monitor = createConnectivityMonitor({
      probe: () => new Promise(() => undefined),
      onUnauthenticated: () => undefined,
    });
    const stop = monitor.activate();
    monitor.report('network-error');
    monitor.report('network-error');
    publishOutboxStatus({ otherSessions: 2, otherOwners: [], earlier: 1 });
    render(<ConnectionBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. 3 changes not saved yet (2 in another tab, 1 from before the page was reloaded): kept on this device and sent when the connection returns.',
    );
    stop();
  });

  it('says, while online, that another tab holds writes not saved yet', () => {
    publishOutboxStatus({ otherSessions: 1, otherOwners: [], earlier: 0 });
    render(<ConnectionBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 change made in another tab is not saved yet: that tab sends it, or this one does if that tab is closed.',
    );
  });

  it('offers another person’s kept changes back to them, or to discard', async () => {
    const discard = vi.fn(() => Promise.resolve());
    publishOutboxStatus({
      otherSessions: 0,
      otherOwners: [{ owner: ALICE, count: 3 }],
      earlier: 0,
    });
    render(
      <OutboxContext.Provider value={{ discard } as unknown as Outbox}>
        <KeptForOthersNotice />
      </OutboxContext.Provider>,
    );
    const notice = await screen.findByRole('region', { name: 'Changes kept for other people' });
    expect(notice).toHaveTextContent(
      '3 changes made as Alice on this device are not saved yet. They are kept for Alice and sent when Alice signs in here.',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Discard Alice’s changes' }));
    expect(discard).toHaveBeenCalledWith(ALICE);
  });
});
