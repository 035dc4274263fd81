import * as z from 'zod/mini';

/**
 * The operator's betting settings (spec §5, §6): stake limits by currency, which coupon types they apply to, and the
 * vip and bonus-bet switches. Stored as the site setting `betting` (migration 0035 writes the defaults), so an operator
 * changes them without a deploy; served to the page inside the site config (`siteConfig.betting`) and read by the
 * server's placement — one source for the browser's validator and the server's. Money in minor units.
 */
export const BETTING_CONFIG_SETTING_KEY = 'betting';

const Minor = z.int().check(z.nonnegative());
// Keys are ISO 4217 codes; not checked here (this schema is in the first JavaScript, and an unknown key is unused).
const CurrencyIso = z.string();

export const BETTING_COUPON_TYPE_IDS = [0, 1, 2, 4, 10001] as const;

export const BettingConfigSchema = z.object({
  /** Minimum stake per coupon (a system: per line) by currency; a currency without one: 1 major unit. */
  minBetAmountByCurrency: z.record(CurrencyIso, Minor),
  /** Maximum stake per coupon by currency; absent or null: unlimited. */
  maxBetAmountByCurrency: z.record(CurrencyIso, z.nullable(Minor)),
  /** Coupon types the minimum and maximum apply to (spec §5). */
  amountLimitTypes: z.array(z.literal(BETTING_COUPON_TYPE_IDS)),
  /** Vip bets (past the maximum) are offered (spec §5, §6). */
  isVipBetEnabled: z.boolean(),
  /** The bonus bet is added to eligible expresses (spec §4, §6). */
  isBonusBetEnabled: z.boolean(),
  /** Cash out: the house's part of a coupon's fair value, in thousandths (50 = 5 %). */
  cashOutMarginPermille: z.int().check(z.gte(0), z.lte(1000)),
});
export type BettingConfig = z.infer<typeof BettingConfigSchema>;

/** What a site without the setting uses (the same as migration 0035 stores). */
export const DEFAULT_BETTING_CONFIG: BettingConfig = {
  minBetAmountByCurrency: {},
  maxBetAmountByCurrency: {},
  amountLimitTypes: [0, 1, 2, 4, 10001],
  isVipBetEnabled: true,
  isBonusBetEnabled: true,
  cashOutMarginPermille: 50,
};

/**
 * The stored setting, or the defaults when it is absent or not a valid betting config (never throws). A setting stored
 * before the cash-out margin existed takes the default margin and keeps the rest.
 */
export function bettingConfigOf(stored: unknown): BettingConfig {
  const withMargin = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? { cashOutMarginPermille: DEFAULT_BETTING_CONFIG.cashOutMarginPermille, ...stored } : stored;
  const parsed = BettingConfigSchema.safeParse(withMargin);
  return parsed.success ? parsed.data : DEFAULT_BETTING_CONFIG;
}
