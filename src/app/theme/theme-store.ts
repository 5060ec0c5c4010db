import { useEffect, useSyncExternalStore } from 'react';
import {
  SYSTEM_DARK_QUERY,
  THEME_STORAGE_KEY,
  parseThemeChoice,
  resolveTheme,
  type ThemeChoice,
} from './theme-choice';

// Storage can throw (disabled, a sandboxed frame): the theme then lasts for the page only.
function readStoredChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

// Every browser the app supports has matchMedia; jsdom and some embedded views do not.
function systemDarkQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK_QUERY) : undefined;
}

function systemIsDark(): boolean {
  return systemDarkQuery()?.matches ?? false;
}

function applyTheme(choice: ThemeChoice): void {
  document.documentElement.dataset['theme'] = resolveTheme(choice, systemIsDark());
}

let choice: ThemeChoice | undefined;
const listeners = new Set<() => void>();

function setChoice(next: ThemeChoice): void {
  choice = next;
  applyTheme(next);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentChoice = (): ThemeChoice => (choice ??= readStoredChoice());

/** The user's choice: "Light", "Dark" or "System". */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, currentChoice, currentChoice);
}

/** Shows `next` at once and remembers it in this browser. */
export function chooseTheme(next: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Not remembered; still shown.
  }
  setChoice(next);
}

/**
 * While mounted, keeps `<html data-theme>` in step: with the system's light or dark while the
 * choice is "System" (it can change at any time: a schedule, the user), and with a choice made
 * in another tab.
 */
export function useAppliedTheme(): void {
  const current = useThemeChoice();
  useEffect(() => {
    applyTheme(current);
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setChoice(parseThemeChoice(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    const query = current === 'system' ? systemDarkQuery() : undefined;
    const follow = () => applyTheme('system');
    query?.addEventListener('change', follow);
    return () => {
      window.removeEventListener('storage', onStorage);
      query?.removeEventListener('change', follow);
    };
  }, [current]);
}
