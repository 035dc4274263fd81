import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { LanguageCodeSchema } from '../config/site-config';

/** Spec §3 promo categories; `all_bonuses` is the whole catalogue, every other one a filter. */
export const PROMO_CATEGORIES = ['all_bonuses', 'poker', 'casino', 'bukmaker', 'redeposit', 'shares', 'cashback', 'first_deposit', 'bonuses'] as const;
export const PromoCategorySchema = z.enum(PROMO_CATEGORIES);
export type PromoCategory = z.infer<typeof PromoCategorySchema>;

/** The id of an offer or a partner as it appears in a page path: `slot_first_deposit`, `riverside-poker`. */
export const BonusSlugSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a lowercase slug'));
/**
 * What the site does with an offer: the first deposit (sport or casino) and the cashback programmes are granted by
 * the site itself, promo-code offers through the office's promo check; the others are described only.
 */
export const BONUS_OFFER_KINDS = ['first_deposit_sport', 'first_deposit_casino', 'promo_code', 'cashback_vip', 'cashback_premium', 'redeposit', 'share', 'poker'] as const;
export const BonusOfferKindSchema = z.enum(BONUS_OFFER_KINDS);
export type BonusOfferKind = z.infer<typeof BonusOfferKindSchema>;
/** What a bonus is wagered on: sport bets or casino rounds. */
export const WagerKindSchema = z.enum(['sport', 'casino']);
export type WagerKind = z.infer<typeof WagerKindSchema>;

const lng = z._default(LanguageCodeSchema, 'en');

export const CatalogueQuerySchema = z.object({ lng, category: z._default(PromoCategorySchema, 'all_bonuses'), currency: z.optional(CurrencyIsoSchema) });
export type CatalogueQuery = z.infer<typeof CatalogueQuerySchema>;
export const OfferQuerySchema = z.object({ lng, currency: z.optional(CurrencyIsoSchema) });
export type OfferQuery = z.infer<typeof OfferQuerySchema>;
export const BonusesLanguageQuerySchema = z.object({ lng });
export const SlugParamsSchema = z.object({ id: BonusSlugSchema });

/**
 * One offer of the catalogue. Money is in minor units of `currency` (the person's active currency when signed in,
 * else the `currency` asked for, else the site's default): `max_amount` is the cap of a percentage bonus.
 */
export const BonusOfferCardSchema = z.object({
  id: BonusSlugSchema,
  kind: BonusOfferKindSchema,
  categories: z.array(PromoCategorySchema),
  title: z.string(),
  summary: z.string(),
  /** A percentage of the deposit or of the loss (100 = 100 %), or null for an offer without one. */
  percent: z.nullable(z.int().check(z.positive())),
  max_amount: z.nullable(MinorAmountSchema),
  currency: CurrencyIsoSchema,
  /** The bonus is wagered this many times its amount before it is real money; 0 = paid out at once; null = no bonus money. */
  wager_multiplier: z.nullable(z.int().check(z.gte(0))),
  wager_kind: z.nullable(WagerKindSchema),
  /** The lowest coefficient of a sport bet that counts towards wagering, in thousandths (1500 = 1.5). */
  min_coef: z.nullable(z.int().check(z.gte(1000))),
  valid_days: z.int().check(z.positive()),
  partner_id: z.nullable(BonusSlugSchema),
});
export type BonusOfferCard = z.infer<typeof BonusOfferCardSchema>;

export const CategoryCountSchema = z.object({ id: PromoCategorySchema, count: z.int().check(z.gte(0)) });
export const CatalogueResponseSchema = z.object({ category: PromoCategorySchema, currency: CurrencyIsoSchema, categories: z.array(CategoryCountSchema), offers: z.array(BonusOfferCardSchema) });
export type CatalogueResponse = z.infer<typeof CatalogueResponseSchema>;

export const BONUS_GAME_KINDS = ['slot', 'table', 'live', 'poker'] as const;
export const BonusGameSchema = z.object({
  id: BonusSlugSchema,
  name: z.string(),
  provider: z.string(),
  kind: z.enum(BONUS_GAME_KINDS),
  /** The share of a stake on this game that counts towards wagering, in percent. */
  contribution_percent: z.int().check(z.gte(0), z.lte(100)),
});
export type BonusGame = z.infer<typeof BonusGameSchema>;

export const BonusPartnerSchema = z.object({ id: BonusSlugSchema, name: z.string(), description: z.string(), url: z.nullable(z.string()) });
export type BonusPartner = z.infer<typeof BonusPartnerSchema>;

export const BonusOfferSchema = z.object({
  ...BonusOfferCardSchema.shape,
  description: z.string(),
  /** The offer's own terms, paragraphs separated by a blank line. */
  rules: z.string(),
  games: z.array(BonusGameSchema),
  partner: z.nullable(BonusPartnerSchema),
});
export type BonusOffer = z.infer<typeof BonusOfferSchema>;
export const OfferResponseSchema = z.object({ offer: BonusOfferSchema });
export type OfferResponse = z.infer<typeof OfferResponseSchema>;

export const BonusRuleSectionSchema = z.object({ id: BonusSlugSchema, title: z.string(), text: z.string() });
export type BonusRuleSection = z.infer<typeof BonusRuleSectionSchema>;
export const RulesResponseSchema = z.object({ sections: z.array(BonusRuleSectionSchema) });
export type RulesResponse = z.infer<typeof RulesResponseSchema>;

export const GamesResponseSchema = z.object({ games: z.array(z.object({ ...BonusGameSchema.shape, offer_ids: z.array(BonusSlugSchema) })) });
export type GamesResponse = z.infer<typeof GamesResponseSchema>;

export const PartnerResponseSchema = z.object({ partner: BonusPartnerSchema, currency: CurrencyIsoSchema, offers: z.array(BonusOfferCardSchema) });
export type PartnerResponse = z.infer<typeof PartnerResponseSchema>;
