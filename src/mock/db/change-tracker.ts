import { eventsCollection, rowsOf, type Row } from './collections';
import type { RowSeqs } from './row-seqs';
import type { Db } from './types';

/** What the writes since the last `take` changed, per collection, by row sequence number. */
export interface ChangeSet {
  /** Rows to store (new or changed), as they are now. */
  put: Map<string, Map<number, Row>>;
  /** Rows no longer in their collection. */
  drop: Map<string, Set<number>>;
}

export interface ChangeTracker {
  /**
   * The data as writes see it: the same records, behind proxies that note every row a write
   * sets, adds or removes. Reads go to the data itself and pay nothing.
   */
  readonly view: Db;
  /** The changes noted since the last call, and a fresh start. */
  take(): ChangeSet;
}

/** A proxy answers this key with the object behind it. */
const RAW = Symbol('raw');

type Bag = Map<string, Set<Row>>;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** An array index key (as array methods pass them: digits); cheaper than a round trip. */
function isIndex(key: string | symbol): boolean {
  if (typeof key !== 'string' || key === '') return false;
  const code = key.charCodeAt(0);
  return code >= 48 && code <= 57;
}

function add(bag: Bag, collection: string, row: Row): void {
  let rows = bag.get(collection);
  if (!rows) bag.set(collection, (rows = new Set()));
  rows.add(row);
}

/**
 * The data behind a tracked view, for code that only reads a lot of it (an index of the side
 * tables): no proxy on each row. Nothing may be changed through what it returns.
 */
export function untracked<T>(value: T): T {
  return unwrap(value);
}

/** The object behind a proxy; plain values as they are. */
function unwrap<T>(value: T): T {
  return isObject(value)
    ? (((value as Record<symbol, unknown>)[RAW] as T | undefined) ?? value)
    : value;
}

/**
 * A new row, or a value set on a record, may hold proxies it was built from (`{...card}`,
 * `card.tags`): stored records hold only plain data.
 */
function unwrapDeep<T>(value: T, seen = new Set<object>()): T {
  const plain = unwrap(value);
  if (!isObject(plain) || seen.has(plain)) return plain;
  seen.add(plain);
  const fields = plain as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const inner = fields[key];
    if (isObject(inner)) {
      const raw = unwrapDeep(inner, seen);
      if (raw !== inner) fields[key] = raw;
    }
  }
  return plain;
}

/**
 * Searches by value compare the rows themselves, whether the caller holds a tracked row or the
 * row behind it (`untracked`). Every other method sees tracked rows: a callback that compares
 * rows by identity (`dropped.has(row)`) must get the rows the rest of the write holds.
 */
const BY_VALUE = new Set(['includes', 'indexOf', 'lastIndexOf']);

/**
 * Tracks the writes on `db` (CONTRACT 4b: a write is answered once stored; this says what to
 * store). Every row a write reaches through `view` is a proxy: setting or deleting a field
 * (at any depth) marks the row; pushing, splicing or reassigning a table marks the rows added
 * and checks, at `take`, which of the rows it displaced are really gone.
 */
export function trackChanges(db: Db, seqs: RowSeqs): ChangeTracker {
  let put: Bag = new Map();
  let displaced: Bag = new Map();
  const rowProxies = new WeakMap<object, object>();
  const tableProxies = new WeakMap<Row[], Row[]>();

  const mark = (collection: string, row: Row) => add(put, collection, row);
  const added = (collection: string, row: unknown) => {
    if (!isObject(row) || seqs.of(row) !== undefined) return;
    seqs.assign(collection, row);
    mark(collection, row);
  };

  /** A tracked view of a row (`owner` is the row itself) or of an object inside one. */
  function tracked(collection: string, owner: Row, value: object): object {
    const known = rowProxies.get(value);
    if (known) return known;
    const proxy = new Proxy(value, {
      get(target, key) {
        if (key === RAW) return target;
        const inner = (target as Record<string | symbol, unknown>)[key];
        return isObject(inner) ? tracked(collection, owner, inner) : inner;
      },
      set(target, key, inner) {
        const fields = target as Record<string | symbol, unknown>;
        // The same plain value again (a renumbering that leaves a card where it was) is no change.
        if (!isObject(inner) && Object.is(fields[key], inner) && key in fields) return true;
        fields[key] = unwrapDeep(inner);
        mark(collection, owner);
        return true;
      },
      deleteProperty(target, key) {
        mark(collection, owner);
        return Reflect.deleteProperty(target, key);
      },
    });
    rowProxies.set(value, proxy);
    return proxy;
  }

  function row(collection: string, value: unknown): unknown {
    return isObject(value) ? tracked(collection, value, value) : value;
  }

  function byValue(rows: Row[], name: string) {
    const search = {
      includes: Array.prototype.includes,
      indexOf: Array.prototype.indexOf,
      lastIndexOf: Array.prototype.lastIndexOf,
    }[name as 'includes'] as (this: Row[], item: unknown, from?: number) => unknown;
    // `lastIndexOf(x, undefined)` would search index 0 only: pass `from` only when given.
    return (item: unknown, from?: number) =>
      from === undefined ? search.call(rows, unwrap(item)) : search.call(rows, unwrap(item), from);
  }

  function table(collection: string, rows: Row[]): Row[] {
    const known = tableProxies.get(rows);
    if (known) return known;
    const searches = new Map<string, unknown>();
    // The tracked row at each index, so a scan of 85,000 rows looks up no WeakMap (3x faster).
    const at: unknown[] = [];
    const atRaw: unknown[] = [];
    const proxy: Row[] = new Proxy(rows, {
      get(target, key, receiver) {
        if (key === RAW) return target;
        if (isIndex(key)) {
          const index = Number(key);
          const value = target[index];
          if (atRaw[index] === value) return at[index];
          const tracked = row(collection, value);
          atRaw[index] = value;
          at[index] = tracked;
          return tracked;
        }
        if (typeof key === 'string' && BY_VALUE.has(key)) {
          let method = searches.get(key);
          if (!method) searches.set(key, (method = byValue(target, key)));
          return method;
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
      set(target, key, value) {
        if (isIndex(key)) {
          const index = Number(key);
          const before = target[index];
          const after = unwrapDeep(value as Row);
          target[index] = after;
          if (before !== after) {
            if (isObject(before)) add(displaced, collection, before);
            added(collection, after);
          }
          return true;
        }
        if (key === 'length') {
          const length = Number(value);
          for (let i = length; i < target.length; i += 1) {
            const gone = target[i];
            if (isObject(gone)) add(displaced, collection, gone);
          }
          target.length = length;
          return true;
        }
        return Reflect.set(target, key, value);
      },
      deleteProperty(target, key) {
        if (isIndex(key)) {
          const gone = target[Number(key)];
          if (isObject(gone)) add(displaced, collection, gone);
        }
        return Reflect.deleteProperty(target, key);
      },
    });
    tableProxies.set(rows, proxy);
    return proxy;
  }

  /** A table (or event list) replaced by another array: its old rows may be gone. */
  function replaced(collection: string, before: unknown, after: Row[]): Row[] {
    // Rows already stored are only unwrapped; new ones may hold proxies inside.
    const plain = after.map((item) => {
      const raw = unwrap(item);
      return isObject(raw) && seqs.of(raw) !== undefined ? raw : unwrapDeep(raw);
    });
    if (Array.isArray(before)) for (const item of before as Row[]) add(displaced, collection, item);
    for (const item of plain) added(collection, item);
    return plain;
  }

  const events = new WeakMap<object, object>();
  function eventLists(lists: Record<string, Row[]>): object {
    const known = events.get(lists);
    if (known) return known;
    const proxy = new Proxy(lists, {
      get(target, key) {
        if (key === RAW) return target;
        const rows = target[key as string];
        return typeof key === 'string' && Array.isArray(rows)
          ? table(eventsCollection(key), rows)
          : rows;
      },
      set(target, key, value) {
        if (typeof key !== 'string' || !Array.isArray(value))
          return Reflect.set(target, key, value);
        target[key] = replaced(eventsCollection(key), target[key], value as Row[]);
        return true;
      },
    });
    events.set(lists, proxy);
    return proxy;
  }

  const fields = db as unknown as Record<string | symbol, unknown>;
  const view = new Proxy(fields, {
    get(target, key) {
      if (key === RAW) return target;
      const value = target[key];
      if (typeof key !== 'string') return value;
      if (Array.isArray(value)) return table(key, value as Row[]);
      if (key === 'boardEvents' && isObject(value))
        return eventLists(value as Record<string, Row[]>);
      return value;
    },
    set(target, key, value) {
      if (typeof key === 'string' && Array.isArray(value)) {
        target[key] = replaced(key, target[key], value as Row[]);
      } else if (key === 'boardEvents' && isObject(value)) {
        const lists = unwrap(value) as Record<string, Row[]>;
        for (const [boardId, rows] of Object.entries(lists)) {
          lists[boardId] = replaced(
            eventsCollection(boardId),
            (target.boardEvents as Record<string, Row[]> | undefined)?.[boardId],
            rows,
          );
        }
        target[key] = lists;
      } else {
        target[key] = value;
      }
      return true;
    },
  }) as unknown as Db;

  return {
    view,
    take() {
      const changes: ChangeSet = { put: new Map(), drop: new Map() };
      for (const [collection, rows] of displaced) {
        const present = new Set(rowsOf(db, collection));
        for (const item of rows) {
          if (present.has(item)) continue;
          put.get(collection)?.delete(item);
          const seq = seqs.of(item);
          if (seq === undefined) continue;
          let drop = changes.drop.get(collection);
          if (!drop) changes.drop.set(collection, (drop = new Set()));
          drop.add(seq);
        }
      }
      for (const [collection, rows] of put) {
        const byseq = new Map<number, Row>();
        for (const item of rows) byseq.set(seqs.assign(collection, item), item);
        if (byseq.size > 0) changes.put.set(collection, byseq);
      }
      put = new Map();
      displaced = new Map();
      return changes;
    },
  };
}
