import { useSyncExternalStore } from 'react';
import { loadCatalogue } from './catalogue';
import { setFormatLocale } from './format';
import {
  LOCALE_STORAGE_KEY,
  parseLocaleChoice,
  resolveLocale,
  type LocaleChoice,
  type ResolvedLocale,
} from './locales';
import { setActiveCatalogue } from './translate';

// Storage can throw (disabled, a sandboxed frame): the choice then lasts for the page only.
function readStoredChoice(): LocaleChoice {
  try {
    return parseLocaleChoice(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

const browserLanguages = (): readonly string[] =>
  navigator.languages.length > 0 ? navigator.languages : [navigator.language || 'en-US'];

interface LocaleState {
  choice: LocaleChoice;
  resolved: ResolvedLocale;
}

let state: LocaleState | undefined;
const listeners = new Set<() => void>();

/** Loads the language's texts, then switches texts, formats and `<html lang>` at once. */
async function apply(choice: LocaleChoice): Promise<void> {
  let resolved = resolveLocale(choice, browserLanguages());
  let catalogue = null;
  try {
    catalogue = await loadCatalogue(resolved.language);
  } catch {
    // The language's file did not arrive (offline, a new deploy): English, rather than nothing.
    resolved = { ...resolved, language: 'en' };
  }
  setActiveCatalogue(resolved.language, catalogue);
  setFormatLocale(resolved.formatLocale);
  document.documentElement.lang = resolved.formatLocale;
  state = { choice, resolved };
  listeners.forEach((listener) => listener());
}

/**
 * Before the first render: the stored language's texts are fetched first (a German reader
 * never sees English flash by), and other tabs' choices are followed.
 */
export async function startLocale(): Promise<void> {
  window.addEventListener('storage', (event) => {
    if (event.key === LOCALE_STORAGE_KEY) void apply(parseLocaleChoice(event.newValue));
  });
  await apply(readStoredChoice());
}

/** Switches the app's language and formats, and remembers the choice in this browser. */
export async function chooseLocale(choice: LocaleChoice): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, choice);
  } catch {
    // Not remembered; still applied.
  }
  await apply(choice);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const FALLBACK: LocaleState = {
  choice: 'system',
  resolved: { language: 'en', formatLocale: 'en-US' },
};
const snapshot = (): LocaleState => state ?? FALLBACK;

/** The choice and what it resolved to; a change re-renders the subscriber. */
export function useLocale(): LocaleState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
