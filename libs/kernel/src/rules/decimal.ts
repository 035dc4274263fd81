/**
 * Exact conversions between decimal text and scaled integers (value × 10^scale), shared by money
 * (scale = currency exponent) and coefficients (scale = 3). No floating point anywhere.
 */

export interface DecimalText {
  readonly negative: boolean;
  /** Integer digits, at least one. */
  readonly whole: string;
  /** Fraction digits, possibly empty. */
  readonly fraction: string;
}

// Digits, optionally one '.' or ',' followed by at least one digit. A leading ASCII or Unicode minus is captured.
const DECIMAL = /^([-\u2212])?(\d+)(?:[.,](\d+))?$/;

/** Reads "12", "12.5", "12,50", "-3" (trimmed). Returns undefined for anything else (".5", "1.", "1e3", "1 000"). */
export function readDecimal(text: string): DecimalText | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  return { negative: match[1] !== undefined, whole: match[2] ?? '0', fraction: match[3] ?? '' };
}

/** The scaled integer of whole.fraction where fraction has at most `scale` digits (caller checks). */
export function scaledFromDigits(whole: string, fraction: string, scale: number): bigint {
  return BigInt(whole + fraction.padEnd(scale, '0'));
}

/** Exact decimal text of value / 10^scale: (123456, 2) → "1234.56", (-5, 2) → "-0.05", (7, 0) → "7". */
export function scaledToString(value: bigint | number, scale: number): string {
  const big = typeof value === 'bigint' ? value : BigInt(value);
  const negative = big < 0n;
  const digits = (negative ? -big : big).toString();
  if (scale === 0) return (negative ? '-' : '') + digits;
  const padded = digits.padStart(scale + 1, '0');
  const cut = padded.length - scale;
  return `${negative ? '-' : ''}${padded.slice(0, cut)}.${padded.slice(cut)}`;
}
