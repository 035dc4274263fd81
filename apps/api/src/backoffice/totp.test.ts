import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, totpCode } from './totp';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", eight digits.
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const VECTORS: ReadonlyArray<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s the code is %s', (seconds, code) => {
    expect(hotp(RFC_KEY, Math.floor(seconds / 30), 8)).toBe(code);
  });

  test.prop([fc.uint8Array({ maxLength: 40 })])('base32 round-trips', (bytes) => {
    expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes]);
  });

  it('takes the code of the step before and after now, once; not two steps away', () => {
    const secret = base32Encode(RFC_KEY);
    const now = 1_800_000_000_000;
    expect(matchTotp(secret, totpCode(secret, now), now, null)).toBe(60_000_000);
    expect(matchTotp(secret, totpCode(secret, now - 30_000), now, null)).toBe(59_999_999);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), now, null)).toBe(60_000_001);
    expect(matchTotp(secret, totpCode(secret, now - 60_000), now, null)).toBeNull();
    // Used once: the same step is refused after.
    expect(matchTotp(secret, totpCode(secret, now), now, 60_000_000)).toBeNull();
  });
});
