import { applyCoef, coefToString, minorToMajorString, multiplyCoefs, parseCoef, parseMoney } from '@betting/kernel';

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
 * Payout = stake × the product of the legs' odds (exact, in thousandths, via the kernel), rounded down to the cent
 * like every payout; profit = payout − stake. Nothing typed yet is `empty`; a bad stake or odds names the field.
 */
export function calculate(input: CalculatorInput): CalculatorOutcome {
  const legs = input.odds.filter((text) => text !== '');
  if (input.stake === '' && legs.length === 0) return { kind: 'empty' };
  const stake = parseMoney(input.stake, AMOUNT_ISO);
  if (!stake.ok || stake.value === 0) return { kind: 'invalid', field: 'stake' };
  if (legs.length === 0) return { kind: 'invalid', field: 'odds' };
  const coefs: number[] = [];
  for (const text of legs) {
    const coef = parseCoef(text);
    if (!coef.ok) return { kind: 'invalid', field: 'odds' };
    coefs.push(coef.value);
  }
  try {
    const total = multiplyCoefs(coefs);
    const payout = applyCoef(stake.value, total);
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
