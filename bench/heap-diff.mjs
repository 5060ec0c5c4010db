#!/usr/bin/env node
// What the JS heap gained between two points of a scenario: heap snapshots (after a forced
// garbage collection) after 3 card drags and after 15 more on the 5,000-card board, compared
// by object type and constructor, largest growth first. Not part of `npm run bench`.
//   node bench/heap-diff.mjs          (serves dist-bench/; D=dir for another build)
import { COLUMN, openDemoBoard, pause } from './demo-page.mjs';
import { heapByType, printHeapGrowth } from './heap-snapshot.mjs';

const demo = await openDemoBoard({ dist: process.env.D ?? 'dist-bench' });
const { page, cdp } = demo;
async function snapshot() {
  await pause(500);
  return heapByType(cdp);
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
printHeapGrowth(a, b);
await demo.close();
