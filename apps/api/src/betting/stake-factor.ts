import { STAKE_FACTOR } from '@betting/contracts';
import type { MinorUnits } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { stakeFactorOf } from './betting-settings.repository';
import type { BettingSettings } from './coupon-rules';

/**
 * The operator's settings with a bettor's stake factor applied (the trading and risk desks' `bettor_stake_factors`,
 * thousandths): the maximum stake in `currency` becomes ⌊maximum × factor / 1000⌋, so the coupon rules refuse a stake
 * above it with their own `amount_above_max` and its `max`. A limited bettor has no vip bet either: the vip bet is the
 * way past the maximum, and the factor is what the traders set it to. A currency without a maximum has nothing to scale.
 */
export function withStakeFactor(settings: BettingSettings, currency: string, factor: number): BettingSettings {
  const max = settings.maxBetAmountByCurrency[currency];
  if (max === undefined || max === null || factor >= STAKE_FACTOR.normal) return settings;
  const scaled = Number((BigInt(max) * BigInt(factor)) / BigInt(STAKE_FACTOR.normal));
  return { ...settings, maxBetAmountByCurrency: { ...settings.maxBetAmountByCurrency, [currency]: scaled }, isVipBetEnabled: false };
}

/**
 * The settings a bettor's placement runs under. The factor is read only when it could matter: with a maximum in the
 * currency and a stake above the smallest factor's share of it (no factor refuses a stake of at most 1 % of the
 * maximum), so most bets cost no statement more.
 */
export async function settingsForBettor(db: Queryable, userId: number, settings: BettingSettings, currency: string, largestStake: MinorUnits): Promise<BettingSettings> {
  const max = settings.maxBetAmountByCurrency[currency];
  if (max === undefined || max === null) return settings;
  if (BigInt(largestStake) * BigInt(STAKE_FACTOR.normal) <= BigInt(max) * BigInt(STAKE_FACTOR.min)) return settings;
  const factor = await stakeFactorOf(db, userId);
  return factor === undefined ? settings : withStakeFactor(settings, currency, factor);
}
