/**
 * A connection dropped in the middle of an import (production build, the mock in the page):
 * first a few writes reach the server and their answers are lost on the way back, then the
 * connection is down for a while; the import goes on by itself when it is back and ends with
 * exact counts, nothing twice (each write carries `Idempotency-Key: import:<job>:<step>`).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { trelloExport } from '@test/trello-export';
import { setupChromium } from './support/chromium';
import { openDemo, setMockFaults } from './support/demo';
import {
  boardCounts,
  boardIdOf,
  boardsNamed,
  chooseFile,
  expected,
} from './support/import-fixture';

const { browser } = setupChromium();

interface Drops {
  /** Import writes still to lose the answer of (the server has done them). */
  lose: number;
  lost: number;
  /** Import writes the network refused (the mock offline). */
  refused: number;
}

declare global {
  interface Window {
    importDrops?: Drops;
  }
}

/**
 * Before the app starts: an import write (its Idempotency-Key starts with `import:`) goes to the
 * demo's mock as usual, but while `lose` is above 0 its answer is replaced by the error a
 * dropped connection gives (test/browser/support/mock-traffic.ts drops it on its way back).
 */
async function installDrops(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drops: Drops = { lose: 0, lost: 0, refused: 0 };
    window.importDrops = drops;
    (
      window as unknown as {
        __mockAnswer: (request: { headers: [string, string][] }, answer: string) => unknown;
      }
    ).__mockAnswer = (request, answer) => {
      const key = request.headers.find(([name]) => name.toLowerCase() === 'idempotency-key');
      if (!(key?.[1] ?? '').startsWith('import:')) return undefined;
      if (answer === 'network-error') {
        drops.refused += 1;
        return undefined;
      }
      if (drops.lose <= 0) return undefined;
      drops.lose -= 1;
      drops.lost += 1;
      return 'drop';
    };
  });
}

const drops = (page: Page) => page.evaluate(() => ({ ...(window.importDrops ?? {}) }));

describe('import (demo): a dropped connection', () => {
  const appUrl = inject('appUrl');

  it('answers lost, then the connection down: the import resumes by itself, exact counts, nothing twice', async () => {
    const source = trelloExport({ cards: 40, seed: 23 });
    const want = expected(source);
    const { context, page, errors } = await openDemo(browser(), appUrl, {
      path: '/import',
      beforeGoto: installDrops,
    });
    await page.getByRole('heading', { level: 1, name: 'Import a board' }).waitFor();
    await chooseFile(page, 'dropped.json', JSON.stringify(source));
    const start = page.getByRole('button', { name: `Import ${want.cards} cards` });
    await start.waitFor();
    // Slow answers, so the drops surely fall in the middle.
    await setMockFaults(page, { latency_ms: { min: 10, max: 20 } });
    await start.click();
    const status = page.getByRole('status').filter({ hasText: 'writes' });
    const writesDone = async () =>
      Number(/(\d+) of (\d+) writes/.exec((await status.textContent()) ?? '')?.[1] ?? 0);
    await expect.poll(writesDone, { timeout: 30_000, interval: 50 }).toBeGreaterThan(40);

    // Eight writes done by the server whose answers never come back.
    await page.evaluate(() => {
      if (window.importDrops) window.importDrops.lose = 8;
    });
    await expect.poll(async () => (await drops(page)).lost, { timeout: 30_000 }).toBe(8);

    // Then the connection is down: writes are refused, and retried (a second refusal; how many
    // fit in a given time depends on the retry delays and the machine's pace, not on the import:
    // on a loaded CI machine only 5 came in 30 s, fresh-clone run 6 of 2026-12-02).
    await setMockFaults(page, { offline: true, latency_ms: { min: 10, max: 20 } });
    const refusedBefore = (await drops(page)).refused ?? 0;
    await expect
      .poll(async () => (await drops(page)).refused ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(refusedBefore + 1);
    const whileDown = await writesDone();
    expect(whileDown).toBeLessThan(
      Number(/of (\d+) writes/.exec((await status.textContent()) ?? '')?.[1]),
    );
    await setMockFaults(page, { latency_ms: { min: 0, max: 0 } });

    await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('status').filter({ hasText: 'on the board' }).textContent()).toBe(
      `${want.cards} cards are on the board.`,
    );
    await page.getByRole('link', { name: 'Open the board' }).click();
    await page.waitForURL(/\/boards\/\d+$/);
    const got = await boardCounts(page, boardIdOf(page));
    expect(got).toEqual({
      columns: ['To Do', 'Doing', 'Done'],
      archivedColumns: ['Old ideas'],
      tags: ['Bug', 'Design', 'Feature', 'Purple'],
      cards: want.cards,
      archived: want.archived,
      due: want.due,
      tagged: want.tagged,
      items: want.items,
      ticked: want.ticked,
      comments: want.comments,
    });
    expect(await boardsNamed(page, 'Imported board')).toBe(1);
    expect(errors.page).toEqual([]);
    await context.close();
  });
});
