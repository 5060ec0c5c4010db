import { create } from 'zustand';
import type { OutboxOwner } from './outbox-record';

/** What the outbox holds beyond this session's own writes (those are in `pending-writes`). */
export interface OutboxStatus {
  /** This person's writes still on their way in another tab. */
  otherSessions: number;
  /** Writes other people made on this device for this server, kept for them. */
  otherOwners: readonly { owner: OutboxOwner; count: number }[];
  /**
   * Before the session's user is known (offline after a reload): writes an earlier visit left
   * for this server, to be sent once the server says who is signed in.
   */
  earlier: number;
}

const EMPTY: OutboxStatus = { otherSessions: 0, otherOwners: [], earlier: 0 };

const useOutboxStatusStore = create<OutboxStatus>()(() => EMPTY);

export function publishOutboxStatus(status: OutboxStatus): void {
  const current = useOutboxStatusStore.getState();
  if (
    current.otherSessions === status.otherSessions &&
    current.earlier === status.earlier &&
    JSON.stringify(current.otherOwners) === JSON.stringify(status.otherOwners)
  ) {
    return;
  }
  useOutboxStatusStore.setState(status);
}

export function resetOutboxStatus(): void {
  useOutboxStatusStore.setState(EMPTY);
}

export const useOtherSessionWrites = (): number =>
  useOutboxStatusStore((state) => state.otherSessions);
export const useEarlierWrites = (): number => useOutboxStatusStore((state) => state.earlier);
export const useOtherOwnersWrites = (): OutboxStatus['otherOwners'] =>
  useOutboxStatusStore((state) => state.otherOwners);
