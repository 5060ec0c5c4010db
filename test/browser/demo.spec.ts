import { describe, expect, inject, it } from 'vitest';
import { setupChromium } from './support/chromium';
import { column, openDemo, chooseDemoAction } from './support/demo';

describe('the embedded demo', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('generates a large board from ?seed= once, then keeps changes across reloads; reset restores the seed', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?seed=250&view=kanban',
    });
    await column(page, 'List 3').waitFor();
    expect(await page.getByRole('region', { name: / column$/ }).count()).toBe(3);
    // The instruction is taken out of the address; the rest of it stays.
    expect(new URL(page.url()).search).toBe('?view=kanban');

    const firstCardId = await page.evaluate(async () => {
      const headers = { Authorization: 'Bearer demo-manager', 'Content-Type': 'application/json' };
      const board = (await (await fetch('/api/boards/1', { headers })).json()) as {
        cards: { id: number }[];
      };
      const id = board.cards[0]?.id;
      const response = await fetch(`/api/boards/1/cards/${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ title: 'Kept after a reload' }),
      });
      if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
      return id;
    });
    expect(firstCardId).toBeGreaterThan(0);
    // The mock keeps its rows in IndexedDB in pages (src/mock/browser/idb-row-store.ts): the
    // card's page holds the new title once the write is answered.
    const storedTitle = await page.evaluate(
      (id) =>
        new Promise<unknown>((resolve, reject) => {
          const open = indexedDB.open('project-board-mock');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const rows = open.result.transaction('rows').objectStore('rows');
            const all = rows.getAll(IDBKeyRange.bound(['cards', 0], ['cards', Infinity]));
            all.onsuccess = () =>
              resolve(
                (all.result as { rows: { id: number; title: string }[] }[])
                  .flatMap((page) => page.rows)
                  .find((card) => card.id === id)?.title,
              );
            all.onerror = () => reject(all.error);
          };
        }),
      firstCardId,
    );
    expect(storedTitle).toBe('Kept after a reload');

    await page.reload();
    await column(page, 'List 1').waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: /Kept after a reload/ }).count())
      .toBe(1);

    await chooseDemoAction(page, 'Reset demo data');
    await column(page, 'Backlog').waitFor();
    expect(await column(page, 'List 1').count()).toBe(0);
    await context.close();
  });
});
