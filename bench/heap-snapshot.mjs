// Heap snapshots over the DevTools protocol, aggregated by node type and name, and the growth
// between two of them (largest first): what the diagnostic scripts print to find a heap's growth.

/** A snapshot after two forced collections: `type:name` -> {count, size}. */
export async function heapByType(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const onChunk = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snap = JSON.parse(chunks.join(''));
  const fields = snap.snapshot.meta.node_fields;
  const width = fields.length;
  const types = snap.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const byType = new Map();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const key = `${types[snap.nodes[i + typeAt]]}:${String(snap.strings[snap.nodes[i + nameAt]]).slice(0, 60)}`;
    const entry = byType.get(key) ?? { count: 0, size: 0 };
    entry.count += 1;
    entry.size += snap.nodes[i + sizeAt];
    byType.set(key, entry);
  }
  return byType;
}

/** Prints the `top` largest growths from `before` to `after` (bytes, objects, type:name). */
export function printHeapGrowth(before, after, top = 25) {
  const rows = [...after]
    .map(([key, entry]) => [
      key,
      entry.count - (before.get(key)?.count ?? 0),
      entry.size - (before.get(key)?.size ?? 0),
    ])
    .sort((x, y) => y[2] - x[2])
    .slice(0, top);
  for (const [key, count, size] of rows) {
    console.log(String(size).padStart(9), String(count).padStart(7), key);
  }
}
