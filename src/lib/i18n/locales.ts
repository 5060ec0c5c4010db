/** The languages the app's texts are written in; English is in the code, the rest are files. */
export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
] as const;

export type Language = (typeof LANGUAGES)[number]['value'];

/** What the person chose: a language, or whatever the browser says. */
export type LocaleChoice = 'system' | Language;

export const LOCALE_STORAGE_KEY = 'project-board.locale';

export function parseLocaleChoice(value: string | null | undefined): LocaleChoice {
  return LANGUAGES.some((language) => language.value === value) ? (value as Language) : 'system';
}

/** The texts' language and the locale dates and numbers are formatted for. */
export interface ResolvedLocale {
  language: Language;
  /** A BCP 47 tag for `Intl` ("en-GB", "de-AT"). */
  formatLocale: string;
}

const baseOf = (tag: string) => tag.toLowerCase().split('-')[0] ?? '';

/**
 * "System" follows the browser's first language we have texts for (English otherwise), and
 * formats for the browser's own locale. A chosen language keeps the browser's region when the
 * browser speaks it ("de-AT" stays Austrian), and takes the language's main locale otherwise.
 */
export function resolveLocale(choice: LocaleChoice, browser: readonly string[]): ResolvedLocale {
  const first = browser[0] ?? 'en-US';
  if (choice === 'system') {
    const spoken = browser.find((tag) => LANGUAGES.some((l) => l.value === baseOf(tag)));
    const language = (spoken ? baseOf(spoken) : 'en') as Language;
    return { language, formatLocale: spoken && baseOf(first) !== language ? spoken : first };
  }
  const regional = browser.find((tag) => baseOf(tag) === choice);
  return { language: choice, formatLocale: regional ?? (choice === 'en' ? 'en-US' : choice) };
}
