/// <reference lib="webworker" />
// msw's cookie store reads `localStorage` when it loads, and a Web Worker has none: an
// in-memory Storage is enough for it (the mock's data is kept in IndexedDB, not here).
// Imported first by mock-service.worker.ts, so it runs before msw is evaluated.

class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

if (!('localStorage' in globalThis)) {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage() });
}

export {};
