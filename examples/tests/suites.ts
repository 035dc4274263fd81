// The property suites a consumer runs against the installed packages, under any runner: each entry throws
// fast-check's report on a counterexample. tests/vitest and tests/jest run the same list.
import { COUPON_TYPE, possibleWin, settleCoupon, systemLineCountExact, systemLines, systemTotalCoefExact } from '@betting/coupon';
import { arbAmount, arbCoef, arbSettleLegs } from '@betting/coupon/testing';
import { kernelPropertySuite } from '@betting/kernel/testing';
import { LIMIT_TYPE, checkStake, emptyUsage, setLimit } from '@betting/limits';
import { limitsCommandsProperty, memoryLimitsSystem } from '@betting/limits/testing';
import fc from 'fast-check';

export interface PropertyCheck {
  readonly name: string;
  readonly check: () => void | Promise<void>;
}

const NUM_RUNS = Number(process.env['FC_NUM_RUNS'] ?? 100);

/** e_k of coefficients by enumerating the k-combinations: the slow definition the library's recurrence must equal. */
function enumeratedSystemCoef(coefs: readonly number[], k: number): bigint {
  let total = 0n;
  const visit = (start: number, left: number, product: bigint) => {
    if (left === 0) {
      total += product;
      return;
    }
    for (let i = start; i <= coefs.length - left; i++) visit(i + 1, left - 1, product * BigInt(coefs[i] as number));
  };
  visit(0, k, 1n);
  return total;
}

export const couponSuite: readonly PropertyCheck[] = [
  {
    name: 'system k of n: the exact total odds equal the sum over every k-combination of the product of its coefficients',
    check: () =>
      fc.assert(
        fc.property(
          fc.array(arbCoef, { minLength: 2, maxLength: 8 }).chain((coefs) => fc.tuple(fc.constant(coefs), fc.integer({ min: 1, max: coefs.length }))),
          ([coefs, k]) => systemTotalCoefExact(coefs, k) === enumeratedSystemCoef(coefs, k),
        ),
        { numRuns: NUM_RUNS },
      ),
  },
  {
    name: 'system k of n has C(n, k) lines',
    check: () =>
      fc.assert(
        fc.property(fc.integer({ min: 2, max: 16 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 2, max: n }))), ([n, k]) => systemLines(n, k) === systemLineCountExact(n, k)),
        { numRuns: NUM_RUNS },
      ),
  },
  {
    name: 'an express pays what its possible win promised when every leg wins (capped), and nothing when one is lost',
    check: () =>
      fc.assert(
        fc.property(arbAmount, arbSettleLegs({ minLength: 2, maxLength: 6 }), fc.integer({ min: 1, max: 1e13 }), (amount, legs, maxPayout) => {
          const coefs = legs.map((leg) => leg.coef);
          const settle = (lost: boolean) =>
            settleCoupon({ typeId: COUPON_TYPE.express, systemValue: 0, amount, maxPayout, legs: coefs.map((coef, index) => ({ coef, result: lost && index === 0 ? ('lost' as const) : ('won' as const) })) });
          const allWon = settle(false);
          return allWon === possibleWin({ typeId: COUPON_TYPE.express, amount, coefs, maxPayout }) && allWon <= maxPayout && settle(true) === 0;
        }),
        { numRuns: NUM_RUNS },
      ),
  },
];

export const limitsSuite: readonly PropertyCheck[] = [
  {
    name: 'the limits command set: the in-memory system agrees with the model over any sequence of changes, deposits and stakes',
    check: () => fc.assert(limitsCommandsProperty(async (setup) => memoryLimitsSystem(setup)), { numRuns: Math.min(NUM_RUNS, 50) }),
  },
  {
    name: 'a daily wagering limit refuses exactly the stakes that would take the day past it',
    check: () =>
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 1, max: 2_000_000 }), (limitMajor, stakedMinor, stake) => {
          const now = 1_750_000_000;
          const set = setLimit([], { limitType: LIMIT_TYPE.wagering24h, limitValue: limitMajor }, now);
          if (!set.ok) return false;
          const usage = { ...emptyUsage('EUR'), stakes: stakedMinor > 0 ? [{ at: now - 60, amount: stakedMinor }] : [] };
          return checkStake(set.value.limits, usage, stake, now).ok === stakedMinor + stake <= limitMajor * 100;
        }),
        { numRuns: NUM_RUNS },
      ),
  },
];

export const kernelSuite: readonly PropertyCheck[] = kernelPropertySuite.map((entry) => ({ name: entry.name, check: () => entry.check(Math.min(NUM_RUNS, 100)) }));
