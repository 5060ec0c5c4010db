/**
 * The theme the user picked and the one it shows. public/theme-boot.js applies the same rule
 * before the first paint (it cannot import this file); theme-boot.test.ts holds them together.
 */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

/** A preference, not a secret: localStorage is right for it (never for the token). */
export const THEME_STORAGE_KEY = 'project-board.theme';
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** What was stored, or "System" for nothing or anything unknown. */
export function parseThemeChoice(stored: string | null): ThemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function resolveTheme(choice: ThemeChoice, systemIsDark: boolean): Theme {
  if (choice !== 'system') return choice;
  return systemIsDark ? 'dark' : 'light';
}
