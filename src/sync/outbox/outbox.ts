import type { Mutation } from '@tanstack/react-query';
import type { Card } from '@/api/types';
import {
  bindIdempotencyKey,
  onWriteCancelled,
  outboxMarksOf,
  waitForTurn,
  type OutboxMarks,
} from '../queue/write-run';
import { bySeq, nextSeq, sameOwner, type OutboxOwner, type OutboxRecord } from './outbox-record';
import type { OutboxStorage } from './outbox-storage';
import { publishOutboxStatus } from './outbox-status';
import type { Senders } from './senders';
import { boardIdOfScope } from './write-board';
import { answeredCards } from '../writes/answered-cards';
import { writeBuilder, writeTagOf, type WriteServices } from '../writes/write-registry';

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/**
 * The outbox's notes on a write (its record's id, taken over or not) travel on its variables
 * with the rest of its run: the mutation's `state.variables` is the object the write was made
 * with. Every write's variables are an object (`WriteVariables`); null for anything else.
 */
function marksOf(variables: unknown): OutboxMarks | null {
  return typeof variables === 'object' && variables !== null ? outboxMarksOf(variables) : null;
}

interface OutboxInput {
  storage: OutboxStorage;
  senders: Senders;
  /** Imports the modules that register writes (`registerWrite`) before sending records again. */
  loadWriteKinds: () => Promise<unknown>;
  /** Opens the line that tells the other tabs the records changed (they recount them). */
  openChannel?: () => OutboxChannel | null;
  /**
   * The server saved a kept write to a board: what must hold before its record goes (the
   * board's copy given the cards the write answered with, or else marked behind it, so a
   * reload in between shows the write either way).
   */
  whenSaved?: (boardId: number, answered: readonly Card[] | null) => Promise<void> | void;
}

export type OutboxChannel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'>;

export interface Outbox {
  /**
   * The MutationCache's `onMutate`: keeps a registered write as a record until it settles.
   * (A promise while the outbox loads: the cache waits for it.)
   */
  writeStarted(mutation: AnyMutation): void | Promise<void>;
  /** The MutationCache's `onSettled`: saved (`saved`) or refused, the record goes. */
  /** `data`: the write's answer, when it was saved. */
  writeSettled(mutation: AnyMutation, saved: boolean, data?: unknown): void;
  /**
   * The session's user is known: keep the writes made so far under their name, take over the
   * records their ended sessions left (a reload, a closed tab, a crash) and send them again.
   */
  start(owner: OutboxOwner, services: WriteServices): Promise<void>;
  /** The session ends: its records stay for the next session of the same person. */
  stop(): void;
  /** True when a write not saved yet would be lost with the tab (warn before unloading). */
  hasUnkeptWrites(pending: readonly AnyMutation[]): boolean;
  /** Removes the records `owner`'s ended sessions left (sign-out, or "discard" offered). */
  discard(owner: OutboxOwner): Promise<void>;
  /** Reads the records again and publishes what is pending elsewhere (`useOutboxStatus`). */
  refreshStatus(): Promise<void>;
  /**
   * Before `start`: counts what earlier visits left for `server` (shown while offline). When
   * there is nothing, the session's writes need not wait for a take-over.
   */
  peek(server: string): Promise<void>;
  /** Who the session's writes belong to, once started. */
  owner(): OutboxOwner | null;
}

const CHANNEL = 'project-board-outbox';

export function openOutboxChannel(): OutboxChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

/**
 * The durable half of the write path. Every registered write (`registerWrite`) becomes a
 * record in IndexedDB when it starts and leaves it when it settles, so what is still on its
 * way survives a reload, a closed tab or a crash; the next session of the same person on the
 * same server takes the records over and sends them again, in order, with the same
 * `Idempotency-Key`. The React Query mutation cache stays the one queue that sends.
 */
export function createOutbox({
  storage,
  senders,
  loadWriteKinds,
  openChannel = () => null,
  whenSaved = () => undefined,
}: OutboxInput): Outbox {
  /** Made before the session's user was known: kept as soon as it is. */
  const waitingForOwner = new Map<string, Omit<OutboxRecord, 'owner'>>();
  /** Records whose write to IndexedDB has not finished (or failed). */
  const unsaved = new Set<string>();
  const watched = new Set<string>();
  const cancels: (() => void)[] = [];
  let owner: OutboxOwner | null = null;
  let services: WriteServices | null = null;
  let release: (() => void) | null = null;
  let statusTimer: ReturnType<typeof setTimeout> | null = null;
  let channel: OutboxChannel | null = null;
  let stopped = false;
  /**
   * The writes taken over at the start were made before this session's: its own writes send
   * their first request only once those have settled (`waitForTurn`), so the server gets them
   * in the order they were made.
   */
  let earlierWritesDone: () => void = () => undefined;
  let earlierWritesSettled = false;
  const earlierWrites = new Promise<void>((resolve) => {
    earlierWritesDone = () => {
      earlierWritesSettled = true;
      resolve();
    };
  });

  function announce(): void {
    channel?.postMessage('changed');
    scheduleStatus();
  }

  function scheduleStatus(): void {
    if (statusTimer !== null || !owner) return;
    statusTimer = setTimeout(() => {
      statusTimer = null;
      void refreshStatus();
    }, 100);
  }

  function keep(record: OutboxRecord): void {
    unsaved.add(record.id);
    storage.put(record).then(
      () => {
        unsaved.delete(record.id);
        announce();
      },
      (error: unknown) => console.error('The outbox could not keep a write:', error),
    );
  }

  /** The write is saved, refused or cancelled: its record goes (once `before` has held). */
  function forget(mutation: AnyMutation, before?: Promise<void> | void): void {
    const marks = marksOf(mutation.state.variables);
    const id = marks?.recordId;
    if (!marks || id === undefined) return;
    marks.recordId = undefined;
    if (waitingForOwner.delete(id)) return;
    unsaved.delete(id);
    Promise.resolve(before)
      .catch(() => undefined)
      .then(() => storage.remove(id))
      .then(announce, (error: unknown) => {
        console.error('The outbox could not remove a saved write:', error);
      });
  }

  async function refreshStatus(): Promise<void> {
    if (!owner) return;
    const me = owner;
    const records = await storage.all();
    const otherOwners = new Map<string, { owner: OutboxOwner; count: number }>();
    let otherSessions = 0;
    for (const record of records) {
      if (record.owner.server !== me.server) continue;
      if (sameOwner(record.owner, me)) {
        if (record.sender !== senders.id) {
          otherSessions += 1;
          watch(record.sender);
        }
        continue;
      }
      const key = String(record.owner.userId);
      const entry = otherOwners.get(key) ?? { owner: record.owner, count: 0 };
      entry.count += 1;
      otherOwners.set(key, entry);
    }
    if (owner === me) {
      publishOutboxStatus({ otherSessions, otherOwners: [...otherOwners.values()], earlier: 0 });
    }
  }

  /** Takes over the records of this person's ended sessions, under the shared lock. */
  async function takeOver(): Promise<OutboxRecord[]> {
    const me = owner;
    if (!me) return [];
    return senders.exclusive(async () => {
      const records = (await storage.all()).filter(
        (record) => sameOwner(record.owner, me) && record.sender !== senders.id,
      );
      const orphans: OutboxRecord[] = [];
      for (const record of records) {
        if (await senders.isAlive(record.sender)) watch(record.sender);
        else orphans.push({ ...record, sender: senders.id });
      }
      for (const record of orphans) await storage.put(record);
      return orphans.sort(bySeq);
    });
  }

  /** When another session of this person ends with writes unsent, this one sends them. */
  function watch(sender: string): void {
    if (watched.has(sender)) return;
    watched.add(sender);
    cancels.push(
      senders.whenEnded(sender, () => {
        watched.delete(sender);
        if (owner) void takeOver().then(sendAgain);
      }),
    );
  }

  /** Sends taken-over records again; `settled` settles when they all have. */
  async function sendAgain(records: OutboxRecord[]): Promise<{ settled: Promise<unknown> }> {
    const none = { settled: Promise.resolve() };
    if (records.length === 0 || !services) return none;
    const running = services;
    await loadWriteKinds();
    if (services !== running) return none;
    const cache = running.queryClient.getMutationCache();
    const sent: Promise<unknown>[] = [];
    for (const record of records) {
      const build = writeBuilder(record.kind);
      if (!build) {
        console.error(`The outbox has a write of an unknown kind, kept: ${record.kind}`);
        continue;
      }
      const marks = marksOf(record.variables);
      if (!marks) {
        console.error(`The outbox has a write without its variables, kept: ${record.kind}`);
        continue;
      }
      // Its record exists already (`writeStarted` binds its id rather than making another).
      marks.takenOverId = record.id;
      const options = build(running, record.params);
      // A queue of their own, in their order: this session's writes wait for them all
      // (`earlierWrites`), so they cannot share its queue without waiting on themselves.
      const mutation = cache.build(running.queryClient, {
        ...options,
        scope: { id: `taken-over:${record.scopeId ?? record.id}` },
      });
      sent.push(mutation.execute(record.variables).catch(() => undefined));
    }
    announce();
    return { settled: Promise.all(sent) };
  }

  return {
    writeStarted(mutation) {
      const { variables } = mutation.state;
      if (stopped || typeof variables !== 'object' || variables === null) return;
      const marks = outboxMarksOf(variables);
      const existing = marks.takenOverId;
      const tag = writeTagOf(mutation.options.meta);
      const id = existing ?? crypto.randomUUID();
      bindIdempotencyKey(variables, id);
      if (existing !== undefined) {
        marks.recordId = existing;
        return;
      }
      if (!tag) return;
      if (!earlierWritesSettled) waitForTurn(variables, earlierWrites);
      marks.recordId = id;
      const record = {
        id,
        seq: nextSeq(),
        sender: senders.id,
        kind: tag.kind,
        params: tag.params,
        scopeId: mutation.options.scope?.id ?? null,
        variables,
        createdAt: new Date().toISOString(),
      };
      if (owner) keep({ ...record, owner });
      else waitingForOwner.set(id, record);
      // Undone before it was sent: forgotten now, so a reload cannot send it.
      onWriteCancelled(variables, () => {
        if (!stopped) forget(mutation);
      });
    },

    writeSettled(mutation, saved, data) {
      // A session that has ended leaves its records to the next one, whatever happens to
      // its requests still on their way (a page that is going away).
      if (stopped) return;
      const boardId =
        saved && marksOf(mutation.state.variables)?.recordId !== undefined
          ? boardIdOfScope(mutation.options.scope?.id)
          : null;
      forget(
        mutation,
        boardId === null
          ? undefined
          : whenSaved(boardId, answeredCards(mutation.meta, data, mutation.state.variables)),
      );
    },

    async start(sessionOwner, sessionServices) {
      owner = sessionOwner;
      services = sessionServices;
      release = senders.hold();
      for (const record of waitingForOwner.values()) keep({ ...record, owner: sessionOwner });
      waitingForOwner.clear();
      channel = openChannel();
      channel?.addEventListener('message', scheduleStatus);
      const { settled } = await sendAgain(await takeOver());
      void settled.then(earlierWritesDone);
      await refreshStatus();
    },

    stop() {
      stopped = true;
      release?.();
      release = null;
      services = null;
      owner = null;
      cancels.splice(0).forEach((cancel) => cancel());
      watched.clear();
      channel?.close();
      channel = null;
      if (statusTimer !== null) clearTimeout(statusTimer);
      statusTimer = null;
    },

    hasUnkeptWrites(pending) {
      return pending.some((mutation) => {
        const id = marksOf(mutation.state.variables)?.recordId;
        return id === undefined || !storage.durable || unsaved.has(id) || waitingForOwner.has(id);
      });
    },

    async discard(ownerToDiscard) {
      await senders.exclusive(async () => {
        for (const record of await storage.all()) {
          if (!sameOwner(record.owner, ownerToDiscard)) continue;
          if (record.sender === senders.id || !(await senders.isAlive(record.sender))) {
            await storage.remove(record.id);
          }
        }
      });
      announce();
    },

    refreshStatus,

    async peek(server) {
      const records = (await storage.all()).filter((record) => record.owner.server === server);
      let earlier = 0;
      for (const record of records) if (!(await senders.isAlive(record.sender))) earlier += 1;
      if (earlier === 0) earlierWritesDone();
      if (!owner) publishOutboxStatus({ otherSessions: 0, otherOwners: [], earlier });
    },

    owner: () => owner,
  };
}
