import type { Outbox } from './outbox';

/**
 * The outbox, loaded after the first paint: its code (IndexedDB, Web Locks, taking over) is
 * not part of the board page's first load. Loading starts at once and takes a few ms; a write
 * made before it is done waits for it before its optimistic change (the MutationCache awaits
 * `onMutate`), so no write escapes the outbox.
 */
export function createLazyOutbox(load: () => Promise<Outbox>): Outbox {
  let loaded: Outbox | null = null;
  const loading = load().then((outbox) => {
    loaded = outbox;
    return outbox;
  });
  loading.catch((error: unknown) => console.error('The outbox could not load:', error));
  return {
    writeStarted: (mutation) =>
      loaded ? loaded.writeStarted(mutation) : loading.then((o) => o.writeStarted(mutation)),
    writeSettled: (mutation, saved, data) => {
      if (loaded) loaded.writeSettled(mutation, saved, data);
      else void loading.then((o) => o.writeSettled(mutation, saved, data));
    },
    start: (owner, services) => loading.then((o) => o.start(owner, services)),
    stop: () => {
      if (loaded) loaded.stop();
      else void loading.then((o) => o.stop());
    },
    hasUnkeptWrites: (pending) => (loaded ? loaded.hasUnkeptWrites(pending) : pending.length > 0),
    discard: (owner) => loading.then((o) => o.discard(owner)),
    refreshStatus: () => loading.then((o) => o.refreshStatus()),
    peek: (server) => loading.then((o) => o.peek(server)),
    owner: () => loaded?.owner() ?? null,
  };
}
