import type { Catalogue, PluralForms } from './catalogue-shape';
import { formatNumber } from './format';
import type { Language } from './locales';

type Params = Readonly<Record<string, string | number>>;

let active: { language: Language; catalogue: Catalogue | null } = {
  language: 'en',
  catalogue: null,
};
const pluralRules = new Map<Language, Intl.PluralRules>();

/** Called by the locale store once a language's catalogue is loaded. */
export function setActiveCatalogue(language: Language, catalogue: Catalogue | null): void {
  active = { language, catalogue };
}

export function activeLanguage(): Language {
  return active.language;
}

function fill(text: string, params: Params | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/**
 * A text in the active language: the catalogue's, or the English written here when the
 * catalogue lacks it. `{name}` takes `params.name` (numbers formatted for the locale).
 * Ids are stable ("card.delete.confirm"); `i18n.test.ts` holds every catalogue to the code's ids.
 */
export function t(id: string, english: string, params?: Params): string {
  const translated = active.catalogue?.[id];
  return fill(typeof translated === 'string' ? translated : english, params);
}

/** A counted text ("1 card", "5 cards"), the form chosen by the language's plural rules. */
export function tn(id: string, count: number, english: PluralForms, params?: Params): string {
  const translated = active.catalogue?.[id];
  const forms = translated !== undefined && typeof translated !== 'string' ? translated : english;
  const language = translated !== undefined ? active.language : 'en';
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  const text = forms[rules.select(count)] ?? forms.other;
  return fill(text, { count, ...params });
}
