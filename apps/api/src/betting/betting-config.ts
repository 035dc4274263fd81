import { BETTING_CONFIG_SETTING_KEY, bettingConfigOf } from '@betting/contracts';
import * as z from 'zod/mini';
import type { SettingOverrides } from '../config/site-config.repository';
import type { Queryable } from '../db/database';
import { storedBettingConfig } from './betting-settings.repository';
import type { BettingSettings } from './coupon-rules';

/**
 * The max payout by currency (spec §3 maxPayout: the most one coupon may win; a currency absent or null: unlimited),
 * kept in the same site setting `betting` beside the page's fields. Read by the server only — the page's copy of the
 * setting (`BettingConfigSchema`, in its first JavaScript) leaves it out, and the bettor learns the cap from the
 * refusal (`payout_above_max` with the largest stake that fits).
 */
function maxPayoutByCurrencyOf(stored: unknown): Readonly<Record<string, number | null>> {
  const schema = z.object({ maxPayoutByCurrency: z.record(z.string(), z.nullable(z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)))) });
  const parsed = schema.safeParse(stored);
  return parsed.success ? parsed.data.maxPayoutByCurrency : {};
}

const settingsOf = (stored: unknown): BettingSettings => ({ ...bettingConfigOf(stored), maxPayoutByCurrency: maxPayoutByCurrencyOf(stored) });

/**
 * The operator's betting settings now: the site setting `betting` (migration 0035; the test-control API's scoped
 * overrides on top, non-production only). Read on every placement, so a change needs no deploy; a missing or
 * malformed value falls back to `DEFAULT_BETTING_CONFIG`, the same fallback the site config serves the page (and no
 * max payout).
 */
export async function readBettingConfig(db: Queryable, overrides: SettingOverrides = {}): Promise<BettingSettings> {
  if (Object.hasOwn(overrides, BETTING_CONFIG_SETTING_KEY)) return settingsOf(overrides[BETTING_CONFIG_SETTING_KEY]);
  return settingsOf(await storedBettingConfig(db));
}
