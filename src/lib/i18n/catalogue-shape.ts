/** A plural text: the forms `Intl.PluralRules` names, "other" required. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A translation: message id → text ("{name}" placeholders) or plural forms. */
export type Catalogue = Readonly<Record<string, string | PluralForms>>;
