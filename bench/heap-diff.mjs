#!/usr/bin/env node
// What the JS heap gained between two points of a scenario: heap snapshots (after a forced
// garbage collection) after 3 card drags and after 15 more on the 5,000-card board, compared
// by object type and constructor, largest growth first. Not part of `npm run bench`.
//   node bench/heap-diff.mjs          (serves dist-bench/; D=dir for another build)
import { COLUMN, openDemoBoard, pause } from './demo-page.mjs';

const demo = await openDemoBoard({ dist: process.env.D ?? 'dist-bench' });
const { page, cdp } = demo;
async function snapshot() {
  await pause(500);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const onChunk = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snap = JSON.parse(chunks.join(''));
  const f = snap.snapshot.meta.node_fields;
  const n = f.length;
  const types = snap.snapshot.meta.node_types[0];
  const iType = f.indexOf('type'),
    iName = f.indexOf('name'),
    iSize = f.indexOf('self_size');
  const agg = new Map();
  for (let i = 0; i < snap.nodes.length; i += n) {
    const key =
      types[snap.nodes[i + iType]] + ':' + String(snap.strings[snap.nodes[i + iName]]).slice(0, 60);
    const e = agg.get(key) ?? { count: 0, size: 0 };
    e.count++;
    e.size += snap.nodes[i + iSize];
    agg.set(key, e);
  }
  return agg;
}
async function drags(k) {
  for (let loop = 0; loop < k; loop++) {
    const box = await page
      .locator(`${COLUMN} li[data-index]`)
      .nth(loop % 3)
      .boundingBox();
    const from = { x: box.x + box.width / 2, y: box.y + 20 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) {
      await page.mouse.move(from.x + 10 + step * 14, from.y + 2 + step * 3);
      await pause(16);
    }
    await page.mouse.up();
    await pause(300);
  }
}
await demo.start();
await drags(3);
const a = await snapshot();
await drags(15);
const b = await snapshot();
const diff = [...b]
  .map(([k, v]) => [k, v.count - (a.get(k)?.count ?? 0), v.size - (a.get(k)?.size ?? 0)])
  .sort((x, y) => y[2] - x[2])
  .slice(0, 25);
for (const [k, c, s] of diff) console.log(String(s).padStart(9), String(c).padStart(7), k);
await demo.close();
