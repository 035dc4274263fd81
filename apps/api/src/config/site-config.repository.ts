import { BETTING_CONFIG_SETTING_KEY, bettingConfigOf, SiteConfigSchema, type ConfigAllResponse, type LanguageConfig } from '@betting/contracts';

export type SiteConfigParts = Omit<ConfigAllResponse, 'routing'>;
import type { Queryable } from '../db/database';

interface LanguageRow {
  id: number;
  code: string;
  name: string;
  native_name: string;
  hidden_for_guests: boolean;
}

export type SettingOverrides = Readonly<Record<string, unknown>>;

/** The request as settings overrides see it: cookies and headers only. */
export interface OverrideScopeRequest {
  readonly cookies: Readonly<Record<string, string | undefined>>;
  readonly headers: Readonly<Record<string, unknown>>;
}
export type OverridesFor = (request: OverrideScopeRequest) => Promise<SettingOverrides>;

export async function listLanguages(db: Queryable): Promise<LanguageConfig[]> {
  const rows = await db.query<LanguageRow>('select id, code, name, native_name, hidden_for_guests from languages where is_active order by position, id');
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, nativeName: row.native_name, hiddenForGuests: row.hidden_for_guests }));
}

/**
 * Settings as stored, with `key@lang` rows translating `key` for that language and the
 * test-control overrides (non-production only) on top.
 */
export async function readSettings(db: Queryable, lang: string | undefined, overrides: SettingOverrides): Promise<Record<string, unknown>> {
  const rows = await db.query<{ key: string; value: unknown }>('select key, value from site_settings');
  const settings: Record<string, unknown> = {};
  for (const row of rows) if (!row.key.includes('@')) settings[row.key] = row.value;
  for (const row of rows) if (lang && row.key.endsWith(`@${lang}`)) settings[row.key.slice(0, -3)] = row.value;
  return { ...settings, ...overrides };
}

/** Languages and site config (the routing part is added by config-all.ts). Throws when stored settings do not make a valid site config. */
export async function loadSiteConfig(db: Queryable, lang: string | undefined, overrides: SettingOverrides = {}): Promise<SiteConfigParts> {
  const [languages, settings, brandBook] = await Promise.all([
    listLanguages(db),
    readSettings(db, lang, overrides),
    db.query<{ css_prop: string; css_value: string }>('select css_prop, css_value from brand_book_variables order by position, css_prop'),
  ]);
  const siteConfig = SiteConfigSchema.parse({
    group_id: settings['group_id'],
    companyName: settings['company_name'],
    lng: settings['default_language'],
    apiPath: settings['api_path'],
    ref_id: settings['ref_id'],
    pwa: { enabled: settings['pwa_enabled'], themeColor: settings['pwa_theme_color'] },
    brandBook,
    defaultBettingView: settings['default_betting_view'],
    marketsNameType: settings['markets_name_type'],
    registrationEnabled: settings['registration_enabled'],
    showCookiePopup: settings['show_cookie_popup'],
    supportChat: settings['support_chat'] ?? null,
    idleLogoffMinutes: settings['idle_logoff_minutes'] ?? null,
    registrationReminder: settings['registration_reminder'] ?? null,
    responsibleGamingAgreementRequired: settings['responsible_gaming_agreement_required'] ?? false,
    depositLimitSectionLock: settings['deposit_limit_section_lock'] ?? false,
    snowOnHome: settings['snow_on_home'] ?? false,
    // The operator's betting settings (0035): the same reading as the placement's (betting/betting-config.ts).
    betting: bettingConfigOf(settings[BETTING_CONFIG_SETTING_KEY]),
  });
  return { languages, siteConfig };
}
