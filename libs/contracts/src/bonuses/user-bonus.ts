import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { LanguageCodeSchema } from '../config/site-config';
import { BonusSlugSchema, WagerKindSchema } from './catalogue';

export const BONUS_STATES = ['active', 'wagered', 'expired', 'cancelled'] as const;
export const BonusStateSchema = z.enum(BONUS_STATES);
export type BonusState = z.infer<typeof BonusStateSchema>;
/** How the person got the bonus. */
export const BONUS_SOURCES = ['first_deposit', 'promo_code', 'cashback'] as const;
export const BonusSourceSchema = z.enum(BONUS_SOURCES);
export type BonusSource = z.infer<typeof BonusSourceSchema>;

const instant = z.iso.datetime({ offset: true });

/**
 * A bonus granted to the person: its money sits in the bonus account (type 4) of `currency` until the stakes that
 * count reach `wager_required`; then it moves to the main (or currency) account and the state becomes `wagered`.
 * Amounts are minor units of `currency`.
 */
export const UserBonusSchema = z.object({
  id: z.int().check(z.positive()),
  offer_id: BonusSlugSchema,
  title: z.string(),
  source: BonusSourceSchema,
  wager_kind: WagerKindSchema,
  state: BonusStateSchema,
  amount: MinorAmountSchema,
  currency: CurrencyIsoSchema,
  wager_required: MinorAmountSchema,
  wager_done: MinorAmountSchema,
  /** The lowest coefficient of a sport bet that counts, in thousandths; null for casino bonuses. */
  min_coef: z.nullable(z.int().check(z.gte(1000))),
  granted_at: instant,
  expires_at: instant,
  /** When it was wagered, expired or cancelled; null while active. */
  finished_at: z.nullable(instant),
  /** What moved to the main account once wagered, or what was taken back once expired (null until then). */
  released_amount: z.nullable(MinorAmountSchema),
});
export type UserBonus = z.infer<typeof UserBonusSchema>;

/** `GET /web-api/office/bonuses/wager`: active bonuses first (oldest first), then the finished ones, newest first. */
export const WagerResponseSchema = z.object({ bonuses: z.array(UserBonusSchema) });
export type WagerResponse = z.infer<typeof WagerResponseSchema>;

export const REWARDS_PAGE_SIZE = 20;
/** `?page=&lng=`: the language of the offers' titles (English where it has none). */
export const RewardsQuerySchema = z.object({ page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1), lng: z._default(LanguageCodeSchema, 'en') });
export type RewardsQuery = z.infer<typeof RewardsQuerySchema>;
/** `GET /web-api/office/rewards`: every bonus granted, newest first, REWARDS_PAGE_SIZE a page. */
export const RewardsResponseSchema = z.object({ entities: z.array(UserBonusSchema), total_count: z.int().check(z.gte(0)) });
export type RewardsResponse = z.infer<typeof RewardsResponseSchema>;
