import * as z from 'zod/mini';
import { BettingConfigSchema } from './betting-config';

// zod/mini: the same zod 4 engine with tree-shakable checks, so the browser's first JavaScript stays small.

/** A two-letter language code, as every path's first segment. */
export const LanguageCodeSchema = z.string().check(z.regex(/^[a-z]{2}$/, 'a two-letter lowercase language code'));
export type LanguageCode = z.infer<typeof LanguageCodeSchema>;

const PositiveInt = z.int().check(z.positive());
const NonNegativeInt = z.int().check(z.nonnegative());
const NonEmpty = z.string().check(z.minLength(1));

export const LanguageConfigSchema = z.object({
  id: PositiveInt,
  code: LanguageCodeSchema,
  name: NonEmpty,
  nativeName: NonEmpty,
  hiddenForGuests: z.boolean(),
});
export type LanguageConfig = z.infer<typeof LanguageConfigSchema>;

/** One brand-book CSS variable; px values are converted to em (÷16) by the consumer. */
export const BrandBookVariableSchema = z.object({
  css_prop: z.string().check(z.regex(/^--[a-z0-9-]+$/, 'a CSS custom property name')),
  css_value: NonEmpty,
});
export type BrandBookVariable = z.infer<typeof BrandBookVariableSchema>;

/** Support chat providers by kind (spec §1); none configured → the site's own support request form. */
export const SUPPORT_CHAT_KINDS = ['livechat', 'suphelper_v2', 'suphelper_v3', 'chatra', 'helpcrunch'] as const;
export const SupportChatConfigSchema = z.object({
  kind: z.enum(SUPPORT_CHAT_KINDS),
  /** The provider's account key (licence, widget id, app id). */
  key: NonEmpty,
  /** Where the provider's script is served from: a same-origin path or an https URL. */
  scriptUrl: z.string().check(z.regex(/^(\/(?!\/)|https:\/\/)/, 'a same-origin path or an https URL')),
});
export type SupportChatConfig = z.infer<typeof SupportChatConfigSchema>;
export type SupportChatKind = SupportChatConfig['kind'];

export const SiteConfigSchema = z.object({
  group_id: NonNegativeInt,
  companyName: NonEmpty,
  /** The site's default language. */
  lng: LanguageCodeSchema,
  apiPath: z.string(),
  ref_id: NonNegativeInt,
  pwa: z.object({ enabled: z.boolean(), themeColor: z.string() }),
  brandBook: z.array(BrandBookVariableSchema),
  defaultBettingView: NonNegativeInt,
  marketsNameType: z.enum(['short', 'full']),
  registrationEnabled: z.boolean(),
  /** The site asks for cookie consent; without a popup consent is ALL (spec §4). */
  showCookiePopup: z.boolean(),
  supportChat: z.nullable(SupportChatConfigSchema),
  /** Idle auto logoff after this many minutes without input (spec §4); null: off. */
  idleLogoffMinutes: z.nullable(z.int().check(z.positive(), z.maximum(1440))),
  /** The guests' registration reminder (spec §4): delay in seconds and interval in minutes, as the operator typed them. */
  registrationReminder: z.nullable(z.object({ delay: z.union([z.number(), z.string()]), interval: z.union([z.number(), z.string()]) })),
  /** Registration first shows the responsible-gaming agreement (18+, play responsibly, limits), once a browser session (spec §4). */
  responsibleGamingAgreementRequired: z.boolean(),
  /**
   * Spec §4: the responsible-gaming page locks a whole deposit-limit section while any of its fields is disabled (a
   * pending change or a locked field); off: only those fields are disabled. `@betting/limits`' depositSectionLock.
   */
  depositLimitSectionLock: z.boolean(),
  /** Seasonal snow over the home page (spec: optional snow effect on home); off unless the operator turns it on. */
  snowOnHome: z.boolean(),
  /** The operator's betting settings (stake limits, vip and bonus bets): the coupon and the placement read these. */
  betting: BettingConfigSchema,
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** The routing switches of the site config (libs/routing's RoutingConfig, in JSON). */
export const RoutingConfigSchema = z.object({
  flags: z.object({
    registrationEnabled: z.boolean(),
    statisticsEnabled: z.boolean(),
    identificationEnabled: z.boolean(),
    confirmTermsEnabled: z.boolean(),
    promoBonusToOffer: z.boolean(),
    thirdPartyHasFirstDepositRedirect: z.boolean(),
    useRechargeModal: z.boolean(),
    paymentOnlyForAuthorized: z.boolean(),
    isProduction: z.boolean(),
  }),
  /** Route-availability ids that are on (72 login, 47 bonuses rules section, …). */
  availableRoutes: z.array(z.int()),
  notFoundFragments: z.array(z.string()),
  afterSignInRedirects: z.record(z.string(), z.string()),
  mobileHost: z.nullable(z.string()),
});
export type RoutingConfigJson = z.infer<typeof RoutingConfigSchema>;

export { ConfigAllPath } from './paths';
export const ConfigAllQuerySchema = z.object({ lang: z.optional(LanguageCodeSchema) });
export type ConfigAllQuery = z.infer<typeof ConfigAllQuerySchema>;
export const ConfigAllResponseSchema = z.object({
  languages: z.array(LanguageConfigSchema).check(z.minLength(1)),
  siteConfig: SiteConfigSchema,
  routing: RoutingConfigSchema,
});
export type ConfigAllResponse = z.infer<typeof ConfigAllResponseSchema>;
