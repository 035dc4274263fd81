import { COUPON_TYPE, parseCoefView, possibleWin, settledExpressCoef } from '@betting/coupon';
import { coefToString, minorToMajorString, parseMoney } from '@betting/kernel';
import { COEF_VIEW } from '@betting/settings';

/** The betting calculator of information/betting-calculator: a single or an accumulator, worked out on the server. */
export const CALCULATOR_LEGS = 5;
/** Amounts are read and shown with two decimals, in whatever currency the bettor thinks in. */
const AMOUNT_ISO = 'EUR';

export interface CalculatorInput {
  readonly stake: string;
  /** One text per leg as typed; empty legs are skipped. */
  readonly odds: readonly string[];
}

export type CalculatorOutcome =
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid'; readonly field: 'stake' | 'odds' }
  | { readonly kind: 'result'; readonly legs: number; readonly totalOdds: string; readonly payout: string; readonly profit: string };

/** Reads the form's query: `stake`, and `odds` once per leg (at most `CALCULATOR_LEGS`). */
export function calculatorInput(query: URLSearchParams): CalculatorInput {
  return { stake: (query.get('stake') ?? '').trim(), odds: query.getAll('odds').slice(0, CALCULATOR_LEGS).map((text) => text.trim()) };
}

/**
 * The host's calculator page and this form compute with libs/coupon, so they cannot disagree: the odds read as the
 * decimal view (`parseCoefView`), the total is the express coefficient and the payout the coupon's possible win (stake
 * × total, rounded down to the cent like every payout); profit = payout − stake. Nothing typed yet is `empty`; a bad
 * stake or odds names the field.
 */
export function calculate(input: CalculatorInput): CalculatorOutcome {
  const legs = input.odds.filter((text) => text !== '');
  if (input.stake === '' && legs.length === 0) return { kind: 'empty' };
  const stake = parseMoney(input.stake, AMOUNT_ISO);
  if (!stake.ok || stake.value === 0) return { kind: 'invalid', field: 'stake' };
  if (legs.length === 0) return { kind: 'invalid', field: 'odds' };
  const coefs: number[] = [];
  for (const text of legs) {
    const coef = parseCoefView(text, COEF_VIEW.decimal);
    if (coef === null) return { kind: 'invalid', field: 'odds' };
    coefs.push(coef);
  }
  try {
    const total = settledExpressCoef(coefs.map((coef) => ({ coef, result: 'won' })));
    const payout = possibleWin({ typeId: coefs.length === 1 ? COUPON_TYPE.single : COUPON_TYPE.express, amount: stake.value, coefs });
    return {
      kind: 'result',
      legs: coefs.length,
      totalOdds: coefToString(total),
      payout: minorToMajorString(payout, AMOUNT_ISO),
      profit: minorToMajorString(payout - stake.value, AMOUNT_ISO),
    };
  } catch {
    // Beyond a safe integer: no bettor types that, and no bookmaker would accept it.
    return { kind: 'invalid', field: 'odds' };
  }
}
