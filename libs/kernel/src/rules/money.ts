import { DEFAULT_CURRENCY, currencyByIso } from './currencies';
import { readDecimal, scaledFromDigits, scaledToString } from './decimal';
import { domainError, type KernelError } from './errors';
import type { MinorUnits } from './money-types';
import { err, ok, type Result } from './result';

export type { MinorUnits } from './money-types';

/** True for a safe integer: the only valid MinorUnits value. */
export function isMinorUnits(value: unknown): value is MinorUnits {
  return Number.isSafeInteger(value);
}

function assertMinorUnits(amount: MinorUnits): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Amount ${String(amount)} is not a safe integer of minor units`);
}

/**
 * Minor-unit digits used for `iso`: the table's exponent, else the default currency's (RUB, 2) so that
 * display never breaks for a currency the table does not know.
 */
export function exponentOf(iso: string): number {
  return (currencyByIso(iso) ?? currencyByIso(DEFAULT_CURRENCY))?.exponent ?? 2;
}

/**
 * Reads an amount typed in major units: "12", "12.5", "12,50" (dot or comma, surrounding spaces ignored).
 * Refuses negatives (`money.negative`), more fraction digits than the currency has (`money.too_many_decimals`,
 * even when they are zeros: "5.0" is refused for JPY), amounts beyond a safe integer (`money.out_of_range`),
 * unknown currencies (`money.unknown_currency`) and anything else (`money.invalid`: "", ".5", "1.", "1e3", "1 000").
 */
export function parseMoney(text: string, iso: string): Result<MinorUnits, KernelError> {
  const currency = currencyByIso(iso);
  if (!currency) return err(domainError('money.unknown_currency', `Unknown currency ${iso}`, { iso }));
  const decimal = readDecimal(text);
  if (!decimal) return err(domainError('money.invalid', 'Not an amount', { iso }));
  if (decimal.negative) return err(domainError('money.negative', 'Amount must not be negative', { iso }));
  if (decimal.fraction.length > currency.exponent) {
    return err(
      domainError('money.too_many_decimals', `At most ${currency.exponent} decimals for ${iso}`, {
        iso,
        exponent: currency.exponent,
      }),
    );
  }
  const minor = scaledFromDigits(decimal.whole, decimal.fraction, currency.exponent);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return err(domainError('money.out_of_range', 'Amount too large', { iso }));
  return ok(Number(minor));
}

/**
 * Exact major-unit text of an amount, no grouping, '.' as separator, always `exponent` fraction digits:
 * (123456789012, 'RUB') → "1234567890.12"; (5, 'KWD') → "0.005"; (500, 'JPY') → "500".
 * Throws RangeError when `amount` is not a safe integer (a programming error, not user input).
 */
export function minorToMajorString(amount: MinorUnits, iso: string): string {
  assertMinorUnits(amount);
  return scaledToString(amount, exponentOf(iso));
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, iso: string, exponent: number): Intl.NumberFormat {
  const key = `${locale}|${iso}|${exponent}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.NumberFormatOptions = /^[A-Za-z]{3}$/.test(iso)
      ? { style: 'currency', currency: iso, currencyDisplay: 'narrowSymbol', minimumFractionDigits: exponent, maximumFractionDigits: exponent }
      : { style: 'decimal', minimumFractionDigits: exponent, maximumFractionDigits: exponent };
    try {
      formatter = new Intl.NumberFormat(locale, options);
    } catch {
      formatter = new Intl.NumberFormat('en', options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

interface PatternSpacing {
  readonly before: boolean;
  readonly after: boolean;
}

const spacings = new Map<string, PatternSpacing>();

/**
 * Whether the locale's own currency pattern puts a space between symbol and number ("1 234,56 ₽" in ru),
 * probed with a symbol that needs no spacing ("$"). Spaces Intl added only because its symbol was a word
 * ("CHF 1.00") are then told apart from the pattern's.
 */
function patternSpacing(locale: string): PatternSpacing {
  let spacing = spacings.get(locale);
  if (!spacing) {
    const parts = formatterFor(locale, 'USD', 2).formatToParts(1);
    const at = parts.findIndex((part) => part.type === 'currency');
    spacing = { before: parts[at - 1]?.type === 'literal', after: parts[at + 1]?.type === 'literal' };
    spacings.set(locale, spacing);
  }
  return spacing;
}

const LETTER = /\p{L}/u;
const NBSP = '\u00a0';

function isSpace(part: Intl.NumberFormatPart | undefined): boolean {
  return part !== undefined && part.type === 'literal' && /^\s$/u.test(part.value);
}

/**
 * Parts of the formatted amount (Intl's `formatToParts` with the locale's grouping and pattern), the currency
 * part replaced by the table's symbol. A no-break space separates a symbol that touches the digits with a
 * letter ("Kč 12.00") and none is kept where Intl added one only for its own word-like symbol ("₽1,234.56").
 */
export function formatMoneyParts(amount: MinorUnits, iso: string, locale = 'en'): Intl.NumberFormatPart[] {
  const exponent = exponentOf(iso);
  const parts = formatterFor(locale, iso, exponent).formatToParts(minorToMajorString(amount, iso) as `${number}`);
  const symbol = currencyByIso(iso)?.symbol;
  const at = parts.findIndex((part) => part.type === 'currency');
  if (symbol === undefined || at < 0) return parts;
  const pattern = patternSpacing(locale);
  const head = parts.slice(0, at);
  const tail = parts.slice(at + 1);
  // Drop a space Intl inserted only for its own symbol, then add one if ours needs it.
  if (!pattern.before && isSpace(head[head.length - 1])) head.pop();
  if (!pattern.after && isSpace(tail[0])) tail.shift();
  const last = head[head.length - 1];
  const next = tail[0];
  const needsBefore = last !== undefined && last.type !== 'literal' && last.type !== 'minusSign' && last.type !== 'plusSign';
  const needsAfter = next !== undefined && next.type !== 'literal';
  return [
    ...head,
    ...(needsBefore && LETTER.test(symbol.charAt(0)) ? [{ type: 'literal' as const, value: NBSP }] : []),
    { type: 'currency', value: symbol },
    ...(needsAfter && LETTER.test(symbol.charAt(symbol.length - 1)) ? [{ type: 'literal' as const, value: NBSP }] : []),
    ...tail,
  ];
}

/**
 * Display text of an amount with the currency's own number of decimals, grouping by locale and the table's
 * symbol: formatMoney(123456, 'RUB', 'ru') → "1 234,56 ₽"; formatMoney(500, 'JPY') → "¥500".
 * Exact for every safe integer (Intl formats the decimal string, not a float). An unknown but well-formed
 * code uses the RUB exponent and Intl's display ("XYZ 12.50"); a malformed one gives the bare number.
 * A malformed locale falls back to English.
 */
export function formatMoney(amount: MinorUnits, iso: string, locale = 'en'): string {
  return formatMoneyParts(amount, iso, locale)
    .map((part) => part.value)
    .join('');
}
