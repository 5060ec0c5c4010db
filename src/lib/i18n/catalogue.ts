import type { Language } from './locales';

/** A plural text: the forms `Intl.PluralRules` names, "other" required. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A translation: message id → text ("{name}" placeholders) or plural forms. */
export type Catalogue = Readonly<Record<string, string | PluralForms>>;

/** Each language but English is a file of its own, fetched when chosen (English is the code). */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  de: () => import('./catalogues/de'),
};

export async function loadCatalogue(language: Language): Promise<Catalogue | null> {
  if (language === 'en') return null;
  return (await loaders[language]()).default;
}
