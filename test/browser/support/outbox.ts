import type { Page } from 'playwright-core';

/** How many writes the page's outbox keeps in IndexedDB (0 before it has stored any). */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('project-board-outbox');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    if (!db.objectStoreNames.contains('writes')) {
      db.close();
      return 0;
    }
    const count = await new Promise<number>((resolve, reject) => {
      const request = db.transaction('writes', 'readonly').objectStore('writes').count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    db.close();
    return count;
  });
}
