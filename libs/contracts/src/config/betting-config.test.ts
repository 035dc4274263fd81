import { describe, expect, it } from 'vitest';
import { DEFAULT_BETTING_CONFIG, bettingConfigOf } from './betting-config';

describe('the stored betting setting', () => {
  it('stored before the cash-out margin existed: keeps the operator’s values and takes the default margin', () => {
    const stored = { minBetAmountByCurrency: { RUB: 500 }, maxBetAmountByCurrency: { RUB: null }, amountLimitTypes: [0, 1], isVipBetEnabled: false, isBonusBetEnabled: true };
    expect(bettingConfigOf(stored)).toEqual({ ...stored, cashOutMarginPermille: DEFAULT_BETTING_CONFIG.cashOutMarginPermille });
  });

  it('an operator’s own margin is kept; anything invalid falls back to the defaults', () => {
    expect(bettingConfigOf({ ...DEFAULT_BETTING_CONFIG, cashOutMarginPermille: 80 }).cashOutMarginPermille).toBe(80);
    expect(bettingConfigOf({ ...DEFAULT_BETTING_CONFIG, cashOutMarginPermille: 1001 })).toEqual(DEFAULT_BETTING_CONFIG);
    expect(bettingConfigOf(null)).toEqual(DEFAULT_BETTING_CONFIG);
    expect(bettingConfigOf(['not', 'a', 'config'])).toEqual(DEFAULT_BETTING_CONFIG);
  });
});
