import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubSystemScheme } from './match-media-stub.test-support';
import { THEME_STORAGE_KEY } from './theme-choice';

// The store keeps the choice in module state: each test starts from a fresh module.
async function freshStore() {
  vi.resetModules();
  return import('./theme-store');
}

const shownTheme = () => document.documentElement.dataset['theme'];

describe('theme store', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset['theme'];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the stored choice, and from "System" when none is stored', async () => {
    stubSystemScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    let store = await freshStore();
    expect(renderHook(() => store.useThemeChoice()).result.current).toBe('dark');
    localStorage.clear();
    store = await freshStore();
    expect(renderHook(() => store.useThemeChoice()).result.current).toBe('system');
  });

  it('shows and remembers a choice', async () => {
    stubSystemScheme(false);
    const store = await freshStore();
    const { result } = renderHook(() => {
      store.useAppliedTheme();
      return store.useThemeChoice();
    });
    expect(shownTheme()).toBe('light');
    act(() => store.chooseTheme('dark'));
    expect(result.current).toBe('dark');
    expect(shownTheme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('follows the system live while "System" is chosen, and stops when another is', async () => {
    const system = stubSystemScheme(false);
    const store = await freshStore();
    renderHook(() => store.useAppliedTheme());
    expect(shownTheme()).toBe('light');
    act(() => system.setDark(true));
    expect(shownTheme()).toBe('dark');
    act(() => system.setDark(false));
    expect(shownTheme()).toBe('light');
    act(() => store.chooseTheme('dark'));
    expect(system.listenerCount()).toBe(0);
    act(() => system.setDark(false));
    expect(shownTheme()).toBe('dark');
  });

  it('shows light for "System" where there is no matchMedia, and still switches', async () => {
    vi.stubGlobal('matchMedia', undefined);
    const store = await freshStore();
    renderHook(() => store.useAppliedTheme());
    expect(shownTheme()).toBe('light');
    act(() => store.chooseTheme('dark'));
    expect(shownTheme()).toBe('dark');
  });

  it('takes a choice made in another tab', async () => {
    stubSystemScheme(false);
    const store = await freshStore();
    const { result } = renderHook(() => {
      store.useAppliedTheme();
      return store.useThemeChoice();
    });
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }),
      );
    });
    expect(result.current).toBe('dark');
    expect(shownTheme()).toBe('dark');
  });
});
