// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSystemScheme } from './match-media-stub.test-support';
import { THEME_STORAGE_KEY, parseThemeChoice, resolveTheme } from './theme-choice';

// public/theme-boot.js runs before the app; it must choose the theme the app then keeps.
const bootScript = readFileSync('public/theme-boot.js', 'utf8');

function runBootScript(): string | undefined {
  // The script is a classic one from public/, not a module: run it as the browser would.
  new Function(bootScript)();
  return document.documentElement.dataset['theme'];
}

describe('public/theme-boot.js', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset['theme'];
    vi.unstubAllGlobals();
  });

  it.each([
    ['light', false],
    ['light', true],
    ['dark', false],
    ['dark', true],
    ['system', false],
    ['system', true],
    [null, true],
    ['purple', false],
  ])('stored %s with a dark system %s: the theme the app resolves', (stored, systemDark) => {
    stubSystemScheme(systemDark);
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    expect(runBootScript()).toBe(resolveTheme(parseThemeChoice(stored), systemDark));
  });

  it('follows the system when storage throws', () => {
    stubSystemScheme(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(runBootScript()).toBe('dark');
    vi.restoreAllMocks();
  });

  it('stays under 1 kB: it blocks the first paint', () => {
    expect(new TextEncoder().encode(bootScript).length).toBeLessThan(1024);
  });
});
