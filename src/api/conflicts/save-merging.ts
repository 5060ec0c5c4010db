import { isApiError } from '../http/errors';

/** One field both people changed: the user's value and the one saved meanwhile. */
export interface FieldClash<Field extends string = string> {
  field: Field;
  mine: unknown;
  theirs: unknown;
}

/** A save that meets someone else's change to the same field: the user decides. */
export class SaveConflictError<T> extends Error {
  override readonly name = 'SaveConflictError';
  constructor(
    readonly clashes: readonly FieldClash[],
    /** The record as the server holds it now. */
    readonly current: T,
  ) {
    super('Someone else changed this meanwhile.');
  }
}

export function isSaveConflict(error: unknown): error is SaveConflictError<unknown> {
  return error instanceof SaveConflictError;
}

/** Values compared as the user sees them: arrays of ids in any order, absent as null. */
export function sameValue(a: unknown, b: unknown): boolean {
  const normal = (value: unknown) =>
    Array.isArray(value) ? [...(value as number[])].sort((x, y) => x - y) : (value ?? null);
  return JSON.stringify(normal(a)) === JSON.stringify(normal(b));
}

/**
 * The fields of a change that someone else changed to something else meanwhile. A field left
 * as the user saw it (`seen`), or set to the very value the user chose, is no clash: changes
 * to different fields merge on their own.
 */
export function clashesIn<Field extends string>(
  fields: readonly (readonly [Field, unknown])[],
  seen: Partial<Record<Field, unknown>>,
  theirsOf: (field: Field) => unknown,
): FieldClash<Field>[] {
  return fields.flatMap(([field, mine]) => {
    if (!(field in seen)) return [];
    const theirs = theirsOf(field);
    if (sameValue(theirs, seen[field]) || sameValue(theirs, mine)) return [];
    return [{ field, mine, theirs }];
  });
}

/** Someone else's changes to other fields do not stop a save; a few rounds of them give up. */
const MAX_MERGES = 3;

/**
 * The versions this page's own saves moved each record through (per connection and record: 5 → 6 → 7). A save
 * that began on version 5 while the page's own earlier save of the record was on its way would
 * meet that save as a 412; following the chain it is sent on the version its own page made.
 * Only the page's own saves are in it: a teammate's version is never taken as seen.
 */
const ownVersions = new WeakMap<object, Map<string, Map<number, number>>>();

function chainsOf(connection: object): Map<string, Map<number, number>> {
  let chains = ownVersions.get(connection);
  if (!chains) {
    chains = new Map();
    ownVersions.set(connection, chains);
  }
  return chains;
}

function afterOwnSaves(connection: object, record: string, version: number): number {
  const chain = chainsOf(connection).get(record);
  let current = version;
  for (let next = chain?.get(current); next !== undefined; next = chain?.get(current)) {
    current = next;
  }
  return current;
}

function noteOwnSave(connection: object, record: string, from: number, to: number | null): void {
  if (to === null || to <= from) return;
  const chains = chainsOf(connection);
  const chain = chains.get(record) ?? new Map<number, number>();
  chain.set(from, to);
  chains.set(record, chain);
}

/**
 * Sends a write with `If-Match: version` (CONTRACT 4b). On a 412 the record as it is now is
 * compared with what the user saw: with no clash the write is sent again on the new version
 * (the changes merge); with one it fails with `SaveConflictError`.
 */
export async function saveMerging<T extends { version: number | null }>({
  connection,
  record,
  version,
  send,
  readCurrent,
  clashesWith,
}: {
  /** The connection saving (`ApiClient.connection`) and the record (its path): whose versions. */
  connection: object;
  record: string;
  version: number;
  send: (ifMatch: number) => Promise<T>;
  readCurrent: (raw: unknown) => T | null;
  clashesWith: (current: T) => readonly FieldClash[];
}): Promise<T> {
  let ifMatch = afterOwnSaves(connection, record, version);
  for (let round = 0; ; round += 1) {
    try {
      const saved = await send(ifMatch);
      noteOwnSave(connection, record, ifMatch, saved.version);
      return saved;
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'conflict' || round === MAX_MERGES) throw error;
      const current = readCurrent(error.current);
      if (!current || current.version === null) throw error;
      const clashes = clashesWith(current);
      if (clashes.length > 0) throw new SaveConflictError(clashes, current);
      ifMatch = current.version;
    }
  }
}
