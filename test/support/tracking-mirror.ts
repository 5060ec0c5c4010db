import { collectionsOf } from '../../src/mock/db/collections';
import type { Db } from '../../src/mock/db/types';
import type { PendingChanges } from '../../src/mock/service';

/**
 * A store in memory that checks the change tracking: it keeps each row as JSON by sequence
 * number, applies what each write says it changed, and compares the result with the whole
 * data. A write that changed a row without the tracker noticing (or kept a row it removed)
 * shows as a difference, named by collection and position.
 */
export function trackingMirror() {
  let rows = new Map<string, Map<number, string>>();
  let meta = '';
  let written = 0;

  function differences(db: Db): string[] {
    const found: string[] = [];
    const seen = new Set<string>();
    for (const [collection, list] of collectionsOf(db)) {
      seen.add(collection);
      const kept = [...(rows.get(collection) ?? new Map<number, string>())]
        .sort(([a], [b]) => a - b)
        .map(([, json]) => json);
      const now = list.map((row) => JSON.stringify(row));
      if (kept.length !== now.length) {
        found.push(`${collection}: ${kept.length} rows stored, ${now.length} in the data`);
        continue;
      }
      const at = now.findIndex((json, index) => json !== kept[index]);
      if (at >= 0) found.push(`${collection}[${at}]: stored ${kept[at]}, data ${now[at]}`);
    }
    for (const [collection, list] of rows) {
      if (!seen.has(collection) && list.size > 0) found.push(`${collection}: stored, not in data`);
    }
    const metaNow = JSON.stringify({ ids: db.ids, cardNumbers: db.cardNumbers });
    if (meta !== metaNow) found.push(`meta: stored ${meta}, data ${metaNow}`);
    return found;
  }

  return {
    /** How many groups of changes it took. */
    get written() {
      return written;
    },
    /** Takes changes as a store does; throws when the tracked rows differ from the data. */
    write(pending: PendingChanges): void {
      written += 1;
      if (pending.kind === 'all') {
        rows = new Map();
        for (const [collection, list] of collectionsOf(pending.db)) {
          rows.set(
            collection,
            new Map(list.map((row) => [pending.seqs.assign(collection, row), JSON.stringify(row)])),
          );
        }
      } else {
        for (const [collection, seqs] of pending.changes.drop) {
          for (const seq of seqs) rows.get(collection)?.delete(seq);
        }
        for (const [collection, changed] of pending.changes.put) {
          let list = rows.get(collection);
          if (!list) rows.set(collection, (list = new Map()));
          for (const [seq, row] of changed) list.set(seq, JSON.stringify(row));
        }
      }
      meta = JSON.stringify({ ids: pending.db.ids, cardNumbers: pending.db.cardNumbers });
      const found = differences(pending.db);
      if (found.length > 0) {
        throw new Error(`change tracking missed writes:\n${found.slice(0, 5).join('\n')}`);
      }
    },
  };
}
