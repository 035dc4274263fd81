import { currencyRows } from './currency-data';
import { readDecimal } from './decimal';
import { domainError, type KernelError } from './errors';
import type { MinorUnits } from './money-types';
import { err, ok, type Result } from './result';
import { roundHalfUpDiv } from './rounding';

/**
 * A currency's reference rate as an exact decimal: `units` × 10^−`scale` units of the currency per 1 USD, read from
 * the literal of `currency-data.ts` (3.6725 → 36725 × 10^−4). No float takes part in a conversion.
 */
export interface ReferenceRate {
  readonly units: bigint;
  readonly scale: number;
  /** The currency's exponent (digits of its minor unit). */
  readonly exponent: number;
}

function exactRate(iso: string, rate: number, exponent: number): ReferenceRate {
  const decimal = readDecimal(String(rate));
  if (!decimal || decimal.negative || !(rate > 0)) throw new Error(`Bad reference rate ${rate} of ${iso}`);
  return { units: BigInt(decimal.whole + decimal.fraction), scale: decimal.fraction.length, exponent };
}

const rates: ReadonlyMap<string, ReferenceRate> = new Map(currencyRows.map(([iso, , exponent, , rate]) => [iso, exactRate(iso, rate, exponent)]));

/** The reference rate of a currency (units per 1 USD, exact), or undefined for a currency the table does not know. */
export function referenceRateOf(iso: string): ReferenceRate | undefined {
  return rates.get(iso);
}

/**
 * The exact factor that turns minor units of `from` into minor units of `to` at the reference rates, as a fraction
 * numer / denom (both > 0): amount_to = amount_from × (rate_to × 10^exp_to) / (rate_from × 10^exp_from).
 */
export function exchangeFactor(from: string, to: string): { readonly numer: bigint; readonly denom: bigint } | undefined {
  const source = rates.get(from);
  const target = rates.get(to);
  if (!source || !target) return undefined;
  // rate = units / 10^scale, so the factor is (units_to · 10^(scale_from + exp_to)) / (units_from · 10^(scale_to + exp_from)).
  return {
    numer: target.units * 10n ** BigInt(source.scale + target.exponent),
    denom: source.units * 10n ** BigInt(target.scale + source.exponent),
  };
}

/**
 * Converts an amount of minor units of `from` into minor units of `to` at the kernel's reference rates
 * (`currency-data.ts`, dated `REFERENCE_RATES_DATE`), exactly, then rounds **half-up** to a whole minor unit of `to`
 * (the one rounding of a conversion; `roundHalfUpDiv`). Used to count other currencies' movements against a limit
 * set in the main account's currency; no money ever moves at these rates.
 *
 * - the same currency is the identity;
 * - monotone: a larger amount never converts to less;
 * - a round trip from → to → from is off by at most half a minor unit of `from` plus half a minor unit of `to`
 *   (worth in `from`): within one minor unit whenever `to`'s minor unit is worth no more than `from`'s.
 *
 * Refuses a currency the table does not know (`money.unknown_currency`), an amount that is not a safe integer
 * (`money.invalid`), and a result beyond `Number.MAX_SAFE_INTEGER` (`money.out_of_range`).
 */
export function convertMinorUnits(amount: MinorUnits, from: string, to: string): Result<MinorUnits, KernelError> {
  if (!Number.isSafeInteger(amount)) return err(domainError('money.invalid', `Not a safe integer: ${amount}`));
  const factor = exchangeFactor(from, to);
  if (!factor) return err(domainError('money.unknown_currency', `Unknown currency ${rates.has(from) ? to : from}`, { iso: rates.has(from) ? to : from }));
  if (from === to) return ok(amount);
  const converted = roundHalfUpDiv(BigInt(amount) * factor.numer, factor.denom);
  if (converted > BigInt(Number.MAX_SAFE_INTEGER) || converted < BigInt(Number.MIN_SAFE_INTEGER)) {
    return err(domainError('money.out_of_range', `${amount} ${from} is beyond the range of ${to}`, { from, to }));
  }
  return ok(Number(converted));
}
