import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbCurrencyIso, arbUnknownIso } from '../testing';
import { currencies } from './currencies';
import { currencyRows } from './currency-data';
import { convertMinorUnits, exchangeFactor, referenceRateOf } from './exchange';

/** Amounts a person could stake or deposit: up to 10^10 minor units (a hundred million major units of a 2-digit currency; converted into the weakest currency of the table it stays a safe integer). */
const arbAmount = fc.integer({ min: 0, max: 10_000_000_000 });

const converted = (amount: number, from: string, to: string): number => {
  const result = convertMinorUnits(amount, from, to);
  if (!result.ok) throw new Error(`${amount} ${from} → ${to}: ${result.error.code}`);
  return result.value;
};

/** Reference conversion written without the rounding module: the exact quotient, a remainder ≥ half rounds up. */
function reference(amount: number, from: string, to: string): bigint {
  const source = currencyRows.find((row) => row[0] === from);
  const target = currencyRows.find((row) => row[0] === to);
  if (!source || !target) throw new Error('unknown');
  const decimal = (rate: number) => {
    const [whole = '0', fraction = ''] = String(rate).split('.');
    return { units: BigInt(whole + fraction), scale: fraction.length };
  };
  const [s, t] = [decimal(source[4]), decimal(target[4])];
  // amount / 10^exp_from / rate_from × rate_to × 10^exp_to
  const numer = BigInt(amount) * t.units * 10n ** BigInt(s.scale + target[2]);
  const denom = s.units * 10n ** BigInt(t.scale + source[2]);
  const quotient = numer / denom;
  return 2n * (numer % denom) >= denom ? quotient + 1n : quotient;
}

describe('convertMinorUnits (reference rates, half-up to the target minor unit)', () => {
  test.prop([arbAmount, arbCurrencyIso])('the same currency is the identity', (amount, iso) => {
    expect(converted(amount, iso, iso)).toBe(amount);
  });

  test.prop([arbAmount, arbAmount, arbCurrencyIso, arbCurrencyIso])('monotone: a larger amount never converts to less', (a, b, from, to) => {
    const [low, high] = a <= b ? [a, b] : [b, a];
    expect(converted(low, from, to)).toBeLessThanOrEqual(converted(high, from, to));
  });

  test.prop([arbAmount, arbCurrencyIso, arbCurrencyIso])('equals the exact quotient rounded half-up', (amount, from, to) => {
    expect(BigInt(converted(amount, from, to))).toBe(reference(amount, from, to));
  });

  test.prop([arbAmount, arbCurrencyIso, arbCurrencyIso])(
    'a round trip is off by at most half a minor unit of each step (within one minor unit when the target’s unit is no larger)',
    (amount, from, to) => {
      const back = converted(converted(amount, from, to), to, from);
      const factor = exchangeFactor(from, to);
      if (!factor) throw new Error('no factor');
      // |back − amount| ≤ 1/2 + 1/(2k) with k = numer/denom ⟺ 2·numer·|back − amount| ≤ numer + denom.
      const error = BigInt(Math.abs(back - amount));
      expect(2n * factor.numer * error <= factor.numer + factor.denom).toBe(true);
      if (factor.numer >= factor.denom) expect(Math.abs(back - amount)).toBeLessThanOrEqual(1);
    },
  );

  test.prop([arbAmount, arbCurrencyIso, arbCurrencyIso, arbCurrencyIso])('via a third currency: each step adds at most one rounding', (amount, from, via, to) => {
    // Converting through `via` differs from the direct conversion by at most the two roundings carried to `to`.
    const direct = converted(amount, from, to);
    const twoSteps = converted(converted(amount, from, via), via, to);
    const viaToTarget = exchangeFactor(via, to);
    if (!viaToTarget) throw new Error('no factor');
    // |twoSteps − direct| ≤ 1/2 (direct) + 1/2 (last step) + k_via→to / 2 (first step carried), so 2·denom·|Δ| ≤ 2·denom + numer.
    const gap = BigInt(Math.abs(twoSteps - direct));
    expect(2n * viaToTarget.denom * gap <= 2n * viaToTarget.denom + viaToTarget.numer).toBe(true);
  });

  test.prop([arbUnknownIso, arbCurrencyIso])('an unknown currency is refused either way', (unknown, iso) => {
    expect(convertMinorUnits(100, unknown, iso)).toMatchObject({ ok: false, error: { code: 'money.unknown_currency' } });
    expect(convertMinorUnits(100, iso, unknown)).toMatchObject({ ok: false, error: { code: 'money.unknown_currency' } });
  });

  it('every currency of the table has an exact positive reference rate', () => {
    for (const currency of currencies) {
      const rate = referenceRateOf(currency.iso);
      expect(rate?.units, currency.iso).toBeGreaterThan(0n);
      expect(rate?.exponent).toBe(currency.exponent);
    }
  });

  it.each([
    // RUB 90 per USD, JPY 157, KWD 0.307 (snapshot of 2024-06-03); amounts in minor units.
    [100_00, 'USD', 'RUB', 9000_00],
    [9000_00, 'RUB', 'USD', 100_00],
    [1, 'USD', 'RUB', 90],
    [1, 'RUB', 'USD', 0], // 0.011 cents → 0
    [45, 'RUB', 'USD', 1], // exactly half a cent → 1 (half-up)
    [44, 'RUB', 'USD', 0],
    [100, 'JPY', 'RUB', 5732], // 100 ¥ = 57.3248… ₽ → 57.32
    [1_000, 'KWD', 'RUB', 29_316], // 1.000 KWD = 293.1596… ₽ → 293.16
    [-100_00, 'USD', 'RUB', -9000_00],
  ])('%i %s → %s is %i', (amount, from, to, expected) => {
    const rub = currencyRows.find((row) => row[0] === 'RUB')?.[4];
    const usd = currencyRows.find((row) => row[0] === 'USD')?.[4];
    expect([rub, usd]).toEqual([90, 1]);
    expect(BigInt(converted(amount, from, to))).toBe(reference(amount, from, to));
    expect(converted(amount, from, to)).toBe(expected);
  });

  it('refuses what is not a safe integer and a result beyond the safe range', () => {
    expect(convertMinorUnits(1.5, 'RUB', 'USD')).toMatchObject({ ok: false, error: { code: 'money.invalid' } });
    expect(convertMinorUnits(Number.MAX_SAFE_INTEGER, 'USD', 'IRR')).toMatchObject({ ok: false, error: { code: 'money.out_of_range' } });
  });
});
