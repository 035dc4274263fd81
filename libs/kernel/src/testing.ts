/**
 * Test helpers for other suites: fast-check arbitraries over the kernel's types and a runner-free property
 * suite (usable from Vitest, Jest or a plain script). Import as `@betting/kernel/testing`.
 */
import fc from 'fast-check';
import { COEF_ONE, applyCoef, coefToString, multiplyCoefs, multiplyCoefsExact, parseCoef } from './rules/coef';
import type { Coef } from './rules/coef';
import { DEFAULT_CURRENCY, amountStepFor, currencies, currencyByIso, initialStakeFor, isNiceMinorUnits } from './rules/currencies';
import { formatMoneyParts, minorToMajorString, parseMoney } from './rules/money';
import type { MinorUnits } from './rules/money-types';
import { floorDiv, roundHalfUpDiv } from './rules/rounding';

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Any ISO code of the currency table. */
export const arbCurrencyIso: fc.Arbitrary<string> = fc.constantFrom(...currencies.map((currency) => currency.iso));

/** A string that is not an ISO code of the table (may or may not look like one). */
export const arbUnknownIso: fc.Arbitrary<string> = fc
  .oneof(fc.stringMatching(/^[A-Z]{3}$/), fc.string({ maxLength: 5 }))
  .filter((iso) => currencyByIso(iso) === undefined);

/** A non-negative safe integer of minor units (small values are favoured by fast-check's bias). */
export function arbMinorUnits(constraints: { min?: MinorUnits; max?: MinorUnits } = {}): fc.Arbitrary<MinorUnits> {
  return fc.integer({ min: constraints.min ?? 0, max: constraints.max ?? Number.MAX_SAFE_INTEGER });
}

/** A coefficient in thousandths, 1.001 to 1000.000 by default. */
export function arbCoef(constraints: { min?: Coef; max?: Coef } = {}): fc.Arbitrary<Coef> {
  return fc.integer({ min: constraints.min ?? 1001, max: constraints.max ?? 1_000_000 });
}

/**
 * The legs of an accumulator (1 to 20 by default): mostly everyday prices up to 5.000, now and then a long
 * shot up to 1000.000, only lists whose product stays a safe integer of thousandths (so multiplyCoefs works).
 */
export function arbCoefList(constraints: { minLength?: number; maxLength?: number } = {}): fc.Arbitrary<Coef[]> {
  return fc
    .array(fc.oneof({ weight: 9, arbitrary: arbCoef({ max: 5000 }) }, { weight: 1, arbitrary: arbCoef() }), {
      minLength: constraints.minLength ?? 1,
      maxLength: constraints.maxLength ?? 20,
    })
    .filter((coefs) => multiplyCoefsExact(coefs) <= MAX_SAFE);
}

/** Reference product written independently of rounding.ts: Π cᵢ / 1000^(n−1), remainder ≥ half rounds up. */
function referenceProduct(coefs: readonly Coef[]): bigint {
  if (coefs.length === 0) return 1000n;
  const numer = coefs.reduce((product, coef) => product * BigInt(coef), 1n);
  const denom = 1000n ** BigInt(coefs.length - 1);
  const quotient = numer / denom;
  return 2n * (numer % denom) >= denom ? quotient + 1n : quotient;
}

function run<Ts>(property: fc.IPropertyWithHooks<Ts>, numRuns: number | undefined): void {
  fc.assert(property, numRuns === undefined ? {} : { numRuns });
}

export interface PropertyCheck {
  readonly name: string;
  /** Runs the property; throws (fast-check's report) on a counterexample. Without `numRuns`, fast-check's global setting applies. */
  readonly check: (numRuns?: number) => void;
}

export const kernelPropertySuite: ReadonlyArray<PropertyCheck> = [
  {
    name: 'multiplyCoefs equals the exact rational product rounded half-up to thousandths',
    check: (numRuns) =>
      run(
        fc.property(arbCoefList(), (coefs) => BigInt(multiplyCoefs(coefs)) === referenceProduct(coefs)),
        numRuns,
      ),
  },
  {
    name: 'multiplyCoefs is commutative (any order of legs gives the same total)',
    check: (numRuns) =>
      run(
        fc.property(
          arbCoefList().chain((coefs) => fc.tuple(fc.constant(coefs), fc.shuffledSubarray(coefs, { minLength: coefs.length }))),
          ([coefs, shuffled]) => multiplyCoefs(coefs) === multiplyCoefs(shuffled),
        ),
        numRuns,
      ),
  },
  {
    name: 'multiplyCoefs: one leg is itself, a 1.000 leg changes nothing, the total is at least the largest leg',
    check: (numRuns) =>
      run(
        fc.property(arbCoefList(), (coefs) => {
          const total = multiplyCoefs(coefs);
          const first = coefs[0] ?? COEF_ONE;
          return (
            multiplyCoefs([first]) === first &&
            multiplyCoefs([...coefs, COEF_ONE]) === total &&
            total >= Math.max(...coefs)
          );
        }),
        numRuns,
      ),
  },
  {
    name: 'applyCoef rounds the payout down to a whole minor unit',
    check: (numRuns) =>
      run(
        fc.property(arbMinorUnits({ max: 1e12 }), arbCoef(), (amount, coef) => {
          const payout = BigInt(applyCoef(amount, coef));
          const exact = BigInt(amount) * BigInt(coef);
          return payout * 1000n <= exact && exact < (payout + 1n) * 1000n;
        }),
        numRuns,
      ),
  },
  {
    name: 'floorDiv and roundHalfUpDiv meet their definitions for any signs',
    check: (numRuns) =>
      run(
        fc.property(fc.bigInt(), fc.bigInt().filter((d) => d !== 0n), (n, d) => {
          const [nn, dd] = d < 0n ? [-n, -d] : [n, d];
          const floor = floorDiv(n, d);
          const rounded = roundHalfUpDiv(n, d);
          // floor·d ≤ n < (floor+1)·d, and rounded is within half: −d ≤ 2(n − rounded·d) < d (ties go up).
          const twice = 2n * (nn - rounded * dd);
          return floor * dd <= nn && nn < (floor + 1n) * dd && -dd <= twice && twice < dd;
        }),
        numRuns,
      ),
  },
  {
    name: 'parseMoney ∘ minorToMajorString is the identity, with a dot or a comma',
    check: (numRuns) =>
      run(
        fc.property(arbCurrencyIso, arbMinorUnits(), fc.boolean(), (iso, amount, comma) => {
          const text = minorToMajorString(amount, iso);
          const parsed = parseMoney(comma ? text.replace('.', ',') : text, iso);
          return parsed.ok && parsed.value === amount;
        }),
        numRuns,
      ),
  },
  {
    name: 'parseMoney refuses more decimals than the exponent, and negatives',
    check: (numRuns) =>
      run(
        fc.property(arbCurrencyIso, arbMinorUnits({ max: 1e12 }), fc.integer({ min: 0, max: 9 }), (iso, amount, digit) => {
          const exponent = currencyByIso(iso)?.exponent ?? 2;
          const text = minorToMajorString(amount, iso);
          const tooLong = parseMoney(`${text}${exponent === 0 ? '.' : ''}${digit}`, iso);
          const negative = parseMoney(`-${text}`, iso);
          return (
            !tooLong.ok &&
            tooLong.error.code === 'money.too_many_decimals' &&
            !negative.ok &&
            negative.error.code === 'money.negative'
          );
        }),
        numRuns,
      ),
  },
  {
    name: 'formatMoney shows exactly the exponent’s number of decimals, in any locale',
    check: (numRuns) =>
      run(
        fc.property(
          arbCurrencyIso,
          fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
          fc.constantFrom('en', 'ru', 'de', 'fr', 'uk', 'kk', 'ja', 'ar', 'hi'),
          (iso, amount, locale) => {
            const exponent = currencyByIso(iso)?.exponent ?? 2;
            const fractions = formatMoneyParts(amount, iso, locale).filter((part) => part.type === 'fraction');
            return exponent === 0 ? fractions.length === 0 : fractions.length === 1 && fractions[0]?.value.length === exponent;
          },
        ),
        numRuns,
      ),
  },
  {
    name: 'amountStepFor and initialStakeFor fall back to RUB for an unknown currency',
    check: (numRuns) =>
      run(
        fc.property(arbUnknownIso, (iso) => {
          return amountStepFor(iso) === amountStepFor(DEFAULT_CURRENCY) && initialStakeFor(iso) === initialStakeFor(DEFAULT_CURRENCY);
        }),
        numRuns,
      ),
  },
  {
    name: 'amountStepFor: a positive manual step wins, anything else leaves the table value',
    check: (numRuns) =>
      run(
        fc.property(arbCurrencyIso, fc.oneof(arbMinorUnits({ min: 1 }), fc.integer({ max: 0 }), fc.double()), (iso, manual) => {
          const valid = Number.isSafeInteger(manual) && manual > 0;
          const expected = valid ? manual : currencyByIso(iso)?.amountStep;
          return amountStepFor(iso, { [iso]: manual }) === expected;
        }),
        numRuns,
      ),
  },
  {
    name: 'every amount step and initial stake is a positive, nice whole number of minor units',
    check: (numRuns) =>
      run(
        fc.property(arbCurrencyIso, (iso) => isNiceMinorUnits(amountStepFor(iso)) && initialStakeFor(iso) >= 1),
        numRuns,
      ),
  },
  {
    name: 'parseCoef ∘ coefToString is the identity',
    check: (numRuns) =>
      run(
        fc.property(arbCoef({ min: COEF_ONE, max: Number.MAX_SAFE_INTEGER }), (coef) => {
          const parsed = parseCoef(coefToString(coef));
          return parsed.ok && parsed.value === coef;
        }),
        numRuns,
      ),
  },
];
