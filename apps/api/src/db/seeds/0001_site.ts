import type { Queryable } from '../database';

const languages = [
  { id: 1, code: 'en', name: 'English', nativeName: 'English', hiddenForGuests: false },
  { id: 2, code: 'ru', name: 'Russian', nativeName: 'Русский', hiddenForGuests: false },
];

const settings: Record<string, unknown> = {
  group_id: 1,
  company_name: 'Apex Bet',
  'company_name@ru': 'Апекс Бет',
  default_language: 'en',
  api_path: '/web-api',
  ref_id: 1,
  pwa_enabled: true,
  pwa_theme_color: '#0f1720',
  default_betting_view: 0,
  markets_name_type: 'short',
  registration_enabled: true,
};

const brandBook = [
  ['--brand-accent', '#2f80ed'],
  ['--brand-header-height', '56px'],
];

export const siteSeed = {
  id: '0001_site',
  async run(tx: Queryable) {
    for (const [position, language] of languages.entries()) {
      await tx.query(
        'insert into languages (id, code, name, native_name, position, hidden_for_guests) values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing',
        [language.id, language.code, language.name, language.nativeName, position, language.hiddenForGuests],
      );
    }
    for (const [key, value] of Object.entries(settings)) {
      await tx.query('insert into site_settings (key, value) values ($1, $2) on conflict (key) do nothing', [key, JSON.stringify(value)]);
    }
    for (const [position, [cssProp, cssValue]] of brandBook.entries()) {
      await tx.query('insert into brand_book_variables (css_prop, css_value, position) values ($1, $2, $3) on conflict (css_prop) do nothing', [cssProp, cssValue, position]);
    }
  },
};
