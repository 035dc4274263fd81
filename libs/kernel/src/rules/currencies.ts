import {
  INITIAL_STAKE_TARGET_USD,
  STEP_TARGET_USD,
  currencyRows,
  specAmountSteps,
  specInitialStakes,
} from './currency-data';
import { readDecimal, scaledFromDigits } from './decimal';
import type { MinorUnits } from './money-types';

export interface Currency {
  /** ISO 4217 alphabetic code, upper case: "RUB". */
  readonly iso: string;
  /** ISO 4217 numeric code: 643. */
  readonly numericCode: number;
  /** Digits of the minor unit (ISO 4217): 2 for RUB, 0 for JPY, 3 for KWD. */
  readonly exponent: number;
  /** Display symbol: "₽". */
  readonly symbol: string;
  /** Default coupon amount step (section 9, else derived ≈ 2.5 USD). */
  readonly amountStep: MinorUnits;
  /** Default initial stake (section 9, else derived ≈ 5 USD). */
  readonly initialStake: MinorUnits;
}

/** Section 9: "Default currency fallback RUB". */
export const DEFAULT_CURRENCY = 'RUB';

/**
 * The "nice" numbers (1, 2, 2.5, 5) × 10^n that are whole numbers of minor units, in increasing order,
 * starting at one minor unit: 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, …
 */
function* niceMinorUnits(): Generator<number> {
  for (let power = 1; ; power *= 10) {
    yield power;
    yield 2 * power;
    if (power >= 10) yield 2.5 * power;
    yield 5 * power;
  }
}

/** True when `value` (minor units) is 1, 2, 2.5 or 5 times a power of ten in minor units (so also in major units). */
export function isNiceMinorUnits(value: number): boolean {
  if (!Number.isSafeInteger(value) || value < 1) return false;
  let mantissa = value;
  while (mantissa % 10 === 0) mantissa /= 10;
  return mantissa === 1 || mantissa === 2 || mantissa === 5 || mantissa === 25;
}

/**
 * The nice amount (in minor units) closest to `targetUsd` worth of a currency, where closeness is measured
 * on a log scale (the geometric midpoint between neighbours decides; ties go up). Never below one minor unit.
 * Consecutive nice numbers differ by at most a factor of 2 (2.5 between 2 and 5 minor units, as 2.5 minor
 * units do not exist), so the result is worth within ×√2 of the target (×√2.5 below ten minor units).
 *
 * This runs once, at module load, over the reference rates of currency-data.ts. The floats here only pick
 * among candidate integers: no balance or stake ever passes through them.
 */
export function deriveNiceAmount(targetUsd: number, unitsPerUsd: number, exponent: number): MinorUnits {
  const target = targetUsd * unitsPerUsd * 10 ** exponent;
  let previous = 1;
  for (const candidate of niceMinorUnits()) {
    if (candidate >= target) {
      if (candidate === previous) return candidate;
      return target * target >= previous * candidate ? candidate : previous;
    }
    previous = candidate;
  }
  /* c8 ignore next */
  throw new Error('unreachable');
}

function majorToMinor(major: string, exponent: number): MinorUnits {
  const decimal = readDecimal(major);
  if (!decimal || decimal.negative || decimal.fraction.length > exponent) {
    throw new Error(`Bad constant ${major} for exponent ${exponent}`);
  }
  return Number(scaledFromDigits(decimal.whole, decimal.fraction, exponent));
}

function buildCurrency([iso, numericCode, exponent, symbol, usdRate]: (typeof currencyRows)[number]): Currency {
  const specStep = specAmountSteps[iso];
  const specStake = specInitialStakes[iso];
  return Object.freeze({
    iso,
    numericCode,
    exponent,
    symbol,
    amountStep: specStep === undefined ? deriveNiceAmount(STEP_TARGET_USD, usdRate, exponent) : majorToMinor(specStep, exponent),
    initialStake:
      specStake === undefined ? deriveNiceAmount(INITIAL_STAKE_TARGET_USD, usdRate, exponent) : majorToMinor(specStake, exponent),
  });
}

/** Every supported currency, sorted by ISO code. */
export const currencies: ReadonlyArray<Currency> = Object.freeze(currencyRows.map(buildCurrency));

const byIso: ReadonlyMap<string, Currency> = new Map(currencies.map((currency) => [currency.iso, currency]));

/** Exact, case-sensitive lookup by ISO 4217 code ("RUB", not "rub"). */
export function currencyByIso(iso: string): Currency | undefined {
  return byIso.get(iso);
}

function defaultCurrency(): Currency {
  const currency = byIso.get(DEFAULT_CURRENCY);
  /* c8 ignore next */
  if (!currency) throw new Error(`Default currency ${DEFAULT_CURRENCY} missing from the table`);
  return currency;
}

/**
 * Coupon amount step for a currency: a manual entry (coupon settings' amountStepByCurrencyIso) wins when
 * it is a positive safe integer, then the table, then the default currency's step (section 5: "Amount step
 * falls back to the default currency when a currency has no entry").
 */
export function amountStepFor(iso: string, manualSteps?: Readonly<Record<string, MinorUnits>>): MinorUnits {
  const manual = manualSteps && Object.hasOwn(manualSteps, iso) ? manualSteps[iso] : undefined;
  if (manual !== undefined && Number.isSafeInteger(manual) && manual > 0) return manual;
  return (byIso.get(iso) ?? defaultCurrency()).amountStep;
}

/** Initial coupon stake for a currency; unknown currencies get the RUB value (section 9). */
export function initialStakeFor(iso: string): MinorUnits {
  return (byIso.get(iso) ?? defaultCurrency()).initialStake;
}
