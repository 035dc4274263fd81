/** Longest referral value kept; a longer one is dropped whole (a cut id would credit the wrong partner). */
export const MAX_REFERRAL_VALUE_LENGTH = 128;

// C0 and C1 control characters, and UTF-16 halves without their partner (encodeURIComponent throws on those).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A query or cookie value fit to store: trimmed, 1..128 characters, no control characters, well-formed.
 * Anything else is undefined and writes nothing.
 */
export function cleanReferralValue(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (value.length === 0 || value.length > MAX_REFERRAL_VALUE_LENGTH) return undefined;
  if (CONTROL_CHARACTER.test(value) || LONE_SURROGATE.test(value)) return undefined;
  return value;
}
