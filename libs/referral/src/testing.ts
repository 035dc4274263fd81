import fc from 'fast-check';
import type { ReferralCookieJar } from './model/referral.model';
import { REFERRAL_QUERY_KEYS, type ReferralCookieName, type ReferralCookies, type ReferralCookieWrite, type ReferralQueryKey } from './rules/cookies';
import { MAX_REFERRAL_VALUE_LENGTH } from './rules/value';

/** A value `cleanReferralValue` keeps as it is: printable, trimmed, 1..128 characters. */
export const arbReferralValue: fc.Arbitrary<string> = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
  .map((text) => text.trim())
  .filter((text) => text.length > 0 && text.length <= MAX_REFERRAL_VALUE_LENGTH && !/[\p{Cc}]/u.test(text));

/** A value that must write nothing: empty, blank, too long, or holding a control character. */
export const arbUnfitReferralValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '\t\n'),
  fc.string({ minLength: MAX_REFERRAL_VALUE_LENGTH + 1, maxLength: MAX_REFERRAL_VALUE_LENGTH + 20, unit: fc.constantFrom('a', 'b', '1') }),
  fc.tuple(arbReferralValue, fc.integer({ min: 0, max: 0x1f }), arbReferralValue).map(([a, code, b]) => `${a}${String.fromCharCode(code)}${b}`),
);

/** Query keys that trigger nothing: any text except the referral keys. */
export const arbUnrelatedQueryKey: fc.Arbitrary<string> = fc
  .string({ minLength: 1, maxLength: 12 })
  .filter((key) => !(REFERRAL_QUERY_KEYS as readonly string[]).includes(key));

/** A landing query as a record: any subset of the referral keys with fit values, plus unrelated keys. */
export const arbReferralQuery: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    fc.dictionary(fc.constantFrom<ReferralQueryKey>(...REFERRAL_QUERY_KEYS), arbReferralValue, { maxKeys: REFERRAL_QUERY_KEYS.length }),
    fc.dictionary(arbUnrelatedQueryKey, fc.string({ maxLength: 10 }), { maxKeys: 3 }),
  )
  .map(([referral, unrelated]) => ({ ...unrelated, ...referral }));

/** A moment in ms since the epoch (1970..2100). */
export const arbNow: fc.Arbitrary<number> = fc.integer({ min: 0, max: 4_102_444_800_000 });

/** A cookie jar in memory: `writes` records every write batch, `read` returns what is stored now. */
export function memoryReferralCookies(initial: ReferralCookies = {}): ReferralCookieJar & { readonly writes: ReferralCookieWrite[][] } {
  const stored = new Map<ReferralCookieName, string>(Object.entries(initial) as [ReferralCookieName, string][]);
  const writes: ReferralCookieWrite[][] = [];
  return {
    writes,
    read: () => Object.fromEntries(stored),
    write: (batch) => {
      writes.push([...batch]);
      for (const { name, value } of batch) stored.set(name, value);
    },
  };
}
