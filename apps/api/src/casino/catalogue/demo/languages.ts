/** The site's six languages (seeds 0001 and 0004): every visible catalogue text exists in each. */
export const CATALOGUE_LANGUAGES = ['en', 'ru', 'es', 'pt', 'tr', 'uk'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

/** One text per language. */
export type Texts = Readonly<Record<CatalogueLanguage, string>>;

/** Texts from a row of six, in CATALOGUE_LANGUAGES order. */
export function texts(en: string, ru: string, es: string, pt: string, tr: string, uk: string): Texts {
  return { en, ru, es, pt, tr, uk };
}
