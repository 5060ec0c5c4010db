/** Every module that registers a write kind, found by its name, each a lazy import. */
export const writeKindModules = import.meta.glob('/src/**/*.write.ts');

export function loadAllWriteKinds(): Promise<unknown> {
  return Promise.all(Object.values(writeKindModules).map((load) => load()));
}
