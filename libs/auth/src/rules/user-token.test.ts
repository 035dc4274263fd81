import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenExpiringAt, unsignedToken } from '../testing';
import { TOKEN_CACHE_MS, cachedTokenUsable, decodeTokenPayload, isTokenValid, tokenExpiresAt, tokenNeedsRefresh } from './user-token';

const arbNow = fc.integer({ min: 0, max: 4_000_000_000_000 });
const arbExp = fc.integer({ min: 0, max: 4_000_000_000 });

describe('user token (spec §3)', () => {
  it('is valid exactly while exp (seconds) is in the future', () => {
    fc.assert(
      fc.property(arbExp, arbNow, (exp, now) => {
        expect(isTokenValid(tokenExpiringAt(exp), now)).toBe(exp * 1000 > now);
        expect(tokenNeedsRefresh(tokenExpiringAt(exp), now)).toBe(exp * 1000 <= now);
      }),
    );
  });

  it('reads the claims of the contract without trusting the signature', () => {
    fc.assert(
      fc.property(arbExp, fc.string({ unit: 'grapheme', maxLength: 10 }), fc.stringMatching(/^[A-Za-z0-9_-]{0,12}$/), (exp, sub, signature) => {
        const decoded = decodeTokenPayload(unsignedToken({ sub, exp, role: 'ignored' }, signature));
        expect(decoded).toEqual({ ok: true, value: { sub, exp } });
      }),
    );
  });

  it('never throws on arbitrary text, and text without three parts is malformed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const decoded = decodeTokenPayload(text);
        if (text.split('.').length !== 3) expect(decoded).toMatchObject({ ok: false, error: { code: 'auth.token_malformed' } });
        expect(typeof isTokenValid(text, 0)).toBe('boolean');
      }),
    );
  });

  const now = 1_700_000_000_000;
  it.each([
    ['exp one second ahead', true, tokenExpiringAt(now / 1000 + 1)],
    ['exp now', false, tokenExpiringAt(now / 1000)],
    ['exp in the past', false, tokenExpiringAt(now / 1000 - 60)],
    ['no exp', false, unsignedToken({ sub: '1' })],
    ['no sub', false, unsignedToken({ exp: now / 1000 + 60 })],
    ['fractional exp', false, unsignedToken({ sub: '1', exp: now / 1000 + 60.5 })],
    ['exp as a string', false, unsignedToken({ sub: '1', exp: String(now / 1000 + 60) })],
    ['two parts', false, 'eyJhbGciOiJub25lIn0.eyJleHAiOjk5OTk5OTk5OTl9'],
    ['payload not JSON', false, 'a.bm90IGpzb24.c'],
    ['empty', false, ''],
    ['missing', false, null],
  ])('%s → valid %s', (_, valid, token) => {
    expect(isTokenValid(token, now)).toBe(valid);
    expect(tokenNeedsRefresh(token, now)).toBe(!valid);
  });

  it('gives the expiry in ms, or null when unreadable', () => {
    expect(tokenExpiresAt(tokenExpiringAt(1_700_000_060))).toBe(1_700_000_060_000);
    expect(tokenExpiresAt('nonsense')).toBeNull();
  });

  it('a fetched token is reused at most 60 s and never past its exp', () => {
    fc.assert(
      fc.property(arbExp, arbNow, fc.integer({ min: -120_000, max: 120_000 }), (exp, fetchedAt, age) => {
        const cached = { token: tokenExpiringAt(exp), fetchedAt };
        const at = fetchedAt + age;
        expect(cachedTokenUsable(cached, at)).toBe(age >= 0 && age < TOKEN_CACHE_MS && exp * 1000 > at);
      }),
    );
    expect(cachedTokenUsable(null, now)).toBe(false);
  });

  it.each([
    [0, true],
    [59_999, true],
    [60_000, false],
    [-1, false],
  ])('cache age %i ms → usable %s (token valid for an hour)', (age, usable) => {
    expect(cachedTokenUsable({ token: tokenExpiringAt(now / 1000 + 3600), fetchedAt: now }, now + age)).toBe(usable);
  });
});
