import type { Page } from 'playwright-core';

/** Every key the copies' database holds (empty when it does not exist). */
export function copyKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((info) => info.name);
    if (!names.includes('project-board-copies')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('project-board-copies');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    if (!db.objectStoreNames.contains('boards')) {
      db.close();
      return [];
    }
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const request = db.transaction('boards', 'readonly').objectStore('boards').getAllKeys();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    db.close();
    return keys.map(String);
  });
}
