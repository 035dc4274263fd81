import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CURRENCY,
  amountStepFor,
  currencies,
  currencyByIso,
  deriveNiceAmount,
  initialStakeFor,
  isNiceMinorUnits,
} from './currencies';
import { INITIAL_STAKE_TARGET_USD, STEP_TARGET_USD, currencyRows, specAmountSteps, specInitialStakes } from './currency-data';

const usdRate = new Map(currencyRows.map(([iso, , , , rate]) => [iso, rate]));

/** Worth in USD of `minor` units of `iso` at the reference rate. */
function usdWorth(iso: string, minor: number): number {
  const currency = currencyByIso(iso);
  const rate = usdRate.get(iso);
  if (!currency || rate === undefined) throw new Error(iso);
  return minor / 10 ** currency.exponent / rate;
}

describe('currency table', () => {
  it('holds about 140 ISO 4217 currencies, sorted, with unique alphabetic and numeric codes', () => {
    expect(currencies.length).toBeGreaterThanOrEqual(130);
    expect(currencies.length).toBeLessThanOrEqual(170);
    const isos = currencies.map((c) => c.iso);
    expect(isos).toEqual([...isos].sort());
    expect(new Set(isos).size).toBe(isos.length);
    expect(new Set(currencies.map((c) => c.numericCode)).size).toBe(currencies.length);
  });

  it('every entry is well-formed and known to Intl', () => {
    const known = new Set(Intl.supportedValuesOf('currency'));
    for (const c of currencies) {
      expect(c.iso).toMatch(/^[A-Z]{3}$/);
      expect(known.has(c.iso), c.iso).toBe(true);
      expect(Number.isInteger(c.numericCode) && c.numericCode > 0 && c.numericCode < 1000, c.iso).toBe(true);
      expect([0, 2, 3]).toContain(c.exponent);
      expect(c.symbol.length, c.iso).toBeGreaterThan(0);
      expect(Object.isFrozen(c)).toBe(true);
    }
  });

  it.each([
    ['RUB', 643, 2, '₽'],
    ['USD', 840, 2, '$'],
    ['EUR', 978, 2, '€'],
    ['UAH', 980, 2, '₴'],
    ['KZT', 398, 2, '₸'],
    ['GBP', 826, 2, '£'],
    ['JPY', 392, 0, '¥'],
    ['KRW', 410, 0, '₩'],
    ['CLP', 152, 0, '$'],
    ['ISK', 352, 0, 'kr'],
    ['VND', 704, 0, '₫'],
    ['XOF', 952, 0, 'CFA'],
    ['KWD', 414, 3, 'د.ك'],
    ['BHD', 48, 3, '.د.ب'],
    ['OMR', 512, 3, 'ر.ع.'],
    ['JOD', 400, 3, 'د.ا'],
    ['TND', 788, 3, 'د.ت'],
    ['LYD', 434, 3, 'ل.د'],
    ['IQD', 368, 3, 'ع.د'],
    ['HUF', 348, 2, 'Ft'],
    ['INR', 356, 2, '₹'],
  ])('%s: numeric %i, exponent %i, symbol %s (ISO 4217)', (iso, numericCode, exponent, symbol) => {
    expect(currencyByIso(iso)).toMatchObject({ iso, numericCode, exponent, symbol });
  });
});

describe('section 9 constants are exact', () => {
  it.each([
    ['RUB', 10_000],
    ['USD', 250],
    ['EUR', 250],
    ['UAH', 5_000],
    ['KZT', 50_000],
    ['JPY', 500],
    ['KWD', 500],
  ])('amount step of %s is %i minor units', (iso, step) => {
    expect(currencyByIso(iso)?.amountStep).toBe(step);
    expect(amountStepFor(iso)).toBe(step);
  });

  it.each([
    ['RUB', 15_000],
    ['USD', 500],
    ['EUR', 500],
    ['UAH', 5_000],
    ['KZT', 100_000],
  ])('initial stake of %s is %i minor units', (iso, stake) => {
    expect(initialStakeFor(iso)).toBe(stake);
  });

  it('the default currency is RUB and unknown currencies fall back to it', () => {
    expect(DEFAULT_CURRENCY).toBe('RUB');
    expect(amountStepFor('XXX')).toBe(10_000);
    expect(amountStepFor('rub')).toBe(10_000);
    expect(initialStakeFor('')).toBe(15_000);
  });

  it('a manual step wins over the table; a zero, negative or fractional one is ignored', () => {
    expect(amountStepFor('USD', { USD: 100 })).toBe(100);
    expect(amountStepFor('XXX', { XXX: 7 })).toBe(7);
    expect(amountStepFor('USD', { RUB: 100 })).toBe(250);
    expect(amountStepFor('USD', { USD: 0 })).toBe(250);
    expect(amountStepFor('USD', { USD: -5 })).toBe(250);
    expect(amountStepFor('USD', { USD: 2.5 })).toBe(250);
    expect(amountStepFor('toString', {})).toBe(10_000);
  });
});

describe('derived steps and stakes', () => {
  const derivedSteps = currencies.filter((c) => specAmountSteps[c.iso] === undefined);
  const derivedStakes = currencies.filter((c) => specInitialStakes[c.iso] === undefined);

  it('every currency has a reference rate', () => {
    for (const c of currencies) expect(usdRate.get(c.iso), c.iso).toBeGreaterThan(0);
  });

  it('every step and stake is a positive safe integer of minor units; steps are nice; a stake covers a step', () => {
    for (const c of currencies) {
      expect(Number.isSafeInteger(c.amountStep) && c.amountStep >= 1, c.iso).toBe(true);
      expect(Number.isSafeInteger(c.initialStake) && c.initialStake >= 1, c.iso).toBe(true);
      expect(isNiceMinorUnits(c.amountStep), `${c.iso} step ${c.amountStep}`).toBe(true);
      expect(c.initialStake, c.iso).toBeGreaterThanOrEqual(c.amountStep);
    }
  });

  it.each(derivedSteps.map((c) => [c.iso, c.amountStep] as const))('%s step %i is nice and worth about 2.5 USD', (iso, step) => {
    expect(isNiceMinorUnits(step)).toBe(true);
    const worth = usdWorth(iso, step);
    expect(worth).toBeGreaterThanOrEqual(STEP_TARGET_USD / 2);
    expect(worth).toBeLessThanOrEqual(STEP_TARGET_USD * 2);
  });

  it.each(derivedStakes.map((c) => [c.iso, c.initialStake] as const))('%s initial stake %i is nice and worth about 5 USD', (iso, stake) => {
    expect(isNiceMinorUnits(stake)).toBe(true);
    const worth = usdWorth(iso, stake);
    expect(worth).toBeGreaterThanOrEqual(INITIAL_STAKE_TARGET_USD / 2);
    expect(worth).toBeLessThanOrEqual(INITIAL_STAKE_TARGET_USD * 2);
  });

  test.prop([
    fc.double({ min: 0.01, max: 1e6, noNaN: true }),
    fc.double({ min: 1e-4, max: 1e6, noNaN: true }),
    fc.constantFrom(0, 2, 3),
  ])('deriveNiceAmount is nice, at least one minor unit, and within ×√2 of the target (×√2.5 below 10 minor units)', (targetUsd, rate, exponent) => {
    const amount = deriveNiceAmount(targetUsd, rate, exponent);
    expect(isNiceMinorUnits(amount)).toBe(true);
    const target = targetUsd * rate * 10 ** exponent;
    if (target >= 1) {
      const bound = (target >= 10 ? Math.SQRT2 : Math.sqrt(2.5)) * (1 + 1e-12);
      expect(amount / target).toBeLessThanOrEqual(bound);
      expect(target / amount).toBeLessThanOrEqual(bound);
    } else {
      expect(amount).toBe(1);
    }
  });

  test.prop([fc.double({ min: 1e-4, max: 1e6, noNaN: true }), fc.double({ min: 1e-4, max: 1e6, noNaN: true }), fc.constantFrom(0, 2, 3)])(
    'deriveNiceAmount never decreases when the target grows',
    (a, b, exponent) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(deriveNiceAmount(1, low, exponent)).toBeLessThanOrEqual(deriveNiceAmount(1, high, exponent));
    },
  );

  it.each([
    [2.5, 1, 2, 250],
    [2.5, 90, 2, 25_000], // 225 → 250 (√(200·250) ≈ 223.6 < 225)
    [2.5, 157, 0, 500],
    [2.5, 138, 0, 250],
    [5, 0.307, 3, 2_000],
    [2.5, 0.000001, 2, 1],
    [1, 3, 0, 2],
    [1, 4, 0, 5],
  ])('deriveNiceAmount(%s USD at %s per USD, exponent %i) = %i', (targetUsd, rate, exponent, expected) => {
    expect(deriveNiceAmount(targetUsd, rate, exponent)).toBe(expected);
  });

  it.each([
    [1, true],
    [2, true],
    [5, true],
    [25, true],
    [2500, true],
    [10, true],
    [3, false],
    [15, false],
    [150, false],
    [0, false],
    [-10, false],
    [2.5, false],
  ])('isNiceMinorUnits(%s) = %s', (value, expected) => {
    expect(isNiceMinorUnits(value)).toBe(expected);
  });
});
