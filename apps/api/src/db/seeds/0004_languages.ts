import type { Queryable } from '../database';

/**
 * Four more languages, offered after en and ru (0001_site). The web app ships a complete dictionary for each
 * (apps/web/src/shared/i18n), loaded lazily when the language is chosen.
 */
const languages = [
  { id: 3, code: 'es', name: 'Spanish', nativeName: 'Español', position: 2 },
  { id: 4, code: 'pt', name: 'Portuguese', nativeName: 'Português', position: 3 },
  { id: 5, code: 'tr', name: 'Turkish', nativeName: 'Türkçe', position: 4 },
  { id: 6, code: 'uk', name: 'Ukrainian', nativeName: 'Українська', position: 5 },
];

/** The company name in Cyrillic for Ukrainian, as for Russian; the Latin-script languages keep "Apex Bet". */
const settings: Record<string, unknown> = {
  'company_name@uk': 'Апекс Бет',
};

export const languagesSeed = {
  id: '0004_languages',
  async run(tx: Queryable) {
    for (const language of languages) {
      await tx.query(
        'insert into languages (id, code, name, native_name, position, hidden_for_guests) values ($1, $2, $3, $4, $5, false) on conflict do nothing',
        [language.id, language.code, language.name, language.nativeName, language.position],
      );
    }
    for (const [key, value] of Object.entries(settings)) {
      await tx.query('insert into site_settings (key, value) values ($1, $2) on conflict (key) do nothing', [key, JSON.stringify(value)]);
    }
  },
};
