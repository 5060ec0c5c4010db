/**
 * Loads every write kind, so the outbox can rebuild any kept write after a reload, even one
 * whose screen is not open. A module that registers a write (`registerWrite`, each
 * `defineMutation`) is named `*.write.ts`, and the bundler lists them
 * (`write-kind-modules.ts`): adding a write kind is adding its module.
 *
 * The list is a chunk of its own, loaded only when there are kept writes: the kinds the board
 * page paints with are in the first load anyway (the board imports them, so they register at
 * start and their `import()` fetches nothing); the others are fetched here.
 */
export function loadWriteKinds(): Promise<unknown> {
  return import('./write-kind-modules').then((modules) => modules.loadAllWriteKinds());
}
