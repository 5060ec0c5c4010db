import type { Catalogue } from './catalogue-shape';
import type { Language } from './locales';

/** Each language but English is a file of its own, fetched when chosen (English is the code). */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  de: () => import('./catalogues/de'),
};

export async function loadCatalogue(language: Language): Promise<Catalogue | null> {
  if (language === 'en') return null;
  return (await loaders[language]()).default;
}
