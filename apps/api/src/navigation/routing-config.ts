import type { RoutingConfigJson } from '@betting/contracts';
import { routingConfigFromJson, type RoutingConfig } from '@betting/routing';
import { z } from 'zod';
import { readSettings, type SettingOverrides } from '../config/site-config.repository';
import type { Queryable } from '../db/database';

/** Where each routing setting lives in `site_settings` (an operator edits these keys; test control overrides them per scope). */
export const ROUTING_SETTING_KEYS = {
  registrationEnabled: 'registration_enabled',
  statisticsEnabled: 'statistics_enabled',
  identificationEnabled: 'identification_enabled',
  confirmTermsEnabled: 'confirm_terms_enabled',
  promoBonusToOffer: 'promo_bonus_to_offer',
  thirdPartyHasFirstDepositRedirect: 'third_party_has_first_deposit_redirect',
  useRechargeModal: 'use_recharge_modal',
  paymentOnlyForAuthorized: 'payment_only_for_authorized',
  availableRoutes: 'available_routes',
  notFoundFragments: 'not_found_fragments',
  afterSignInRedirects: 'after_sign_in_redirects',
  mobileHost: 'mobile_host',
} as const;

/** What the stored settings must be. Stricter than the wire contract: this is where an operator's typo is caught. */
const StoredRoutingSettingsSchema = z.object({
  registrationEnabled: z.boolean(),
  statisticsEnabled: z.boolean(),
  identificationEnabled: z.boolean(),
  confirmTermsEnabled: z.boolean(),
  promoBonusToOffer: z.boolean(),
  thirdPartyHasFirstDepositRedirect: z.boolean(),
  useRechargeModal: z.boolean(),
  paymentOnlyForAuthorized: z.boolean(),
  availableRoutes: z.array(z.int().positive()),
  // An empty fragment would match every path and 404 the whole site.
  notFoundFragments: z.array(z.string().min(1)),
  afterSignInRedirects: z.record(z.string().min(1), z.string().min(1)),
  // The one foreign redirect target allowed: an origin only, no path, no credentials.
  mobileHost: z.string().regex(/^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/, 'an origin such as https://m.example.com').nullable(),
}) satisfies z.ZodType<Record<keyof typeof ROUTING_SETTING_KEYS, unknown>>;

type StoredRoutingSettings = z.infer<typeof StoredRoutingSettingsSchema>;

async function loadStoredRoutingSettings(db: Queryable, overrides: SettingOverrides): Promise<StoredRoutingSettings> {
  const settings = await readSettings(db, undefined, overrides);
  const parsed = StoredRoutingSettingsSchema.safeParse(Object.fromEntries(Object.entries(ROUTING_SETTING_KEYS).map(([field, key]) => [field, settings[key]])));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const [field, ...rest] = issue.path;
    const key = ROUTING_SETTING_KEYS[field as keyof typeof ROUTING_SETTING_KEYS] ?? String(field);
    return `${[key, ...rest].join('.')}: ${issue.message}`;
  });
  throw new Error(`site settings do not make a routing config: ${problems.join('; ')}`);
}

export interface BuildInfo {
  readonly isProduction: boolean;
}

/**
 * The routing config in its JSON form (contracts' RoutingConfigSchema, for `config/all.json`): the stored site settings
 * with the request's test-control overrides on top, plus whether this is a production build. Throws, naming the
 * setting keys, when what is stored is not a valid routing config.
 */
export async function loadRoutingConfigJson(db: Queryable, overrides: SettingOverrides, build: BuildInfo): Promise<RoutingConfigJson> {
  const { availableRoutes, notFoundFragments, afterSignInRedirects, mobileHost, ...flags } = await loadStoredRoutingSettings(db, overrides);
  return { flags: { ...flags, isProduction: build.isProduction }, availableRoutes, notFoundFragments, afterSignInRedirects, mobileHost };
}

/** The routing lib's config for one request (as loadRoutingConfigJson, with the route-availability ids as a set). */
export async function loadRoutingConfig(db: Queryable, overrides: SettingOverrides, build: BuildInfo): Promise<RoutingConfig> {
  return routingConfigFromJson(await loadRoutingConfigJson(db, overrides, build));
}
