/**
 * The operator's betting settings (`@betting/contracts`' `BettingConfig`, the site setting `betting`) resolved for one
 * currency: the browser's coupon (its `CouponConfig`) and the server's placement both take the stake rules from here,
 * so the validator the bettor sees and the one that decides cannot disagree.
 */
import type { BettingConfig } from '@betting/contracts';
import { exponentOf, type MinorUnits } from '@betting/kernel';
import type { CouponTypeId } from './entities';

export interface OperatorStakeRules {
  /** Minimum stake (a system: per line); a currency the operator did not list: 1 major unit. */
  readonly minBetAmount: MinorUnits;
  /** null: unlimited. */
  readonly maxBetAmount: MinorUnits | null;
  /** Coupon types the minimum and maximum apply to. */
  readonly limitedTypeIds: readonly CouponTypeId[];
  readonly isVipBetEnabled: boolean;
  readonly isBonusBetEnabled: boolean;
}

export function operatorStakeRules(config: BettingConfig, currency: string): OperatorStakeRules {
  return {
    minBetAmount: config.minBetAmountByCurrency[currency] ?? 10 ** exponentOf(currency),
    maxBetAmount: config.maxBetAmountByCurrency[currency] ?? null,
    limitedTypeIds: config.amountLimitTypes,
    isVipBetEnabled: config.isVipBetEnabled,
    isBonusBetEnabled: config.isBonusBetEnabled,
  };
}
