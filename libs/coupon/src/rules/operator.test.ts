import { BettingConfigSchema, DEFAULT_BETTING_CONFIG, type BettingConfig } from '@betting/contracts';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { couponAmountLimits } from './amounts';
import { operatorStakeRules } from './operator';

const arbIso = fc.constantFrom('RUB', 'USD', 'EUR', 'JPY', 'KWD', 'UAH');
const arbConfig: fc.Arbitrary<BettingConfig> = fc.record({
  minBetAmountByCurrency: fc.dictionary(arbIso, fc.nat({ max: 1_000_000 })),
  maxBetAmountByCurrency: fc.dictionary(arbIso, fc.option(fc.nat({ max: 1_000_000 }), { nil: null })),
  amountLimitTypes: fc.subarray([0, 1, 2, 4, 10001] as const),
  isVipBetEnabled: fc.boolean(),
  isBonusBetEnabled: fc.boolean(),
  cashOutMarginPermille: fc.integer({ min: 0, max: 1000 }),
});

describe('operator stake rules (the site setting `betting`)', () => {
  test.prop([arbConfig, arbIso])('the configured currency values, else 1 major unit and unlimited; min ≤ max wherever both apply', (config, iso) => {
    expect(BettingConfigSchema.safeParse(config).success).toBe(true);
    const rules = operatorStakeRules(config, iso);
    expect(rules.minBetAmount).toBe(config.minBetAmountByCurrency[iso] ?? (iso === 'JPY' ? 1 : iso === 'KWD' ? 1000 : 100));
    expect(rules.maxBetAmount).toBe(config.maxBetAmountByCurrency[iso] ?? null);
    for (const typeId of [0, 1, 2, 4, 10001] as const) {
      const limits = couponAmountLimits({ typeId, ...rules, isBonusAccount: false });
      // A minimum of 0 is no minimum: with no maximum either, a limited type has nothing to apply.
      const nothingToApply = rules.minBetAmount === 0 && rules.maxBetAmount === null;
      expect(limits.min === null && limits.max === null).toBe(!config.amountLimitTypes.includes(typeId) || nothingToApply);
      if (limits.min !== null && limits.max !== null) expect(limits.min).toBeLessThanOrEqual(limits.max);
    }
  });
  it('the defaults: every type limited, 1.00 minimum, no maximum, vip and bonus bets on', () => {
    expect(operatorStakeRules(DEFAULT_BETTING_CONFIG, 'RUB')).toEqual({ minBetAmount: 100, maxBetAmount: null, limitedTypeIds: [0, 1, 2, 4, 10001], isVipBetEnabled: true, isBonusBetEnabled: true });
  });
});
