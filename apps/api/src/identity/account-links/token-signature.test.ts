import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authTokenSignatureValid, parseTokenSigners, signAuthToken, type TokenSigner } from './token-signature';

const SECRET = 'a-companion-app-secret-of-32-chars!';
const signers: TokenSigner[] = [
  { id: 'app', secret: SECRET },
  { id: 'watch', secret: 'another-secret-long-enough-for-it-1' },
];
const bodyArb = fc.record({
  method_id: fc.constantFrom('app', 'watch'),
  token: fc.string({ minLength: 1, maxLength: 80 }),
  lng: fc.constantFrom('en', 'ru', 'es', 'pt', 'tr', 'uk'),
});

describe('auth by token signature', () => {
  it('is the hex HMAC-SHA256 of method_id:token:lng with the signer secret', () => {
    const expected = createHmac('sha256', SECRET).update('app:t.o.k:en').digest('hex');
    expect(signAuthToken(SECRET, { method_id: 'app', token: 't.o.k', lng: 'en' })).toBe(expected);
    expect(authTokenSignatureValid(signers, { method_id: 'app', token: 't.o.k', lng: 'en', sign: expected })).toBe(true);
  });

  it('accepts what the named signer signed, and nothing signed by another signer', () => {
    fc.assert(
      fc.property(bodyArb, (body) => {
        const own = signers.find((signer) => signer.id === body.method_id)!;
        const other = signers.find((signer) => signer.id !== body.method_id)!;
        expect(authTokenSignatureValid(signers, { ...body, sign: signAuthToken(own.secret, body) })).toBe(true);
        expect(authTokenSignatureValid(signers, { ...body, sign: signAuthToken(other.secret, body) })).toBe(false);
      })
    );
  });

  it('refuses a signature once any signed part or any hex digit changes', () => {
    fc.assert(
      fc.property(bodyArb, fc.nat(63), fc.constantFrom('token', 'lng', 'digit'), (body, at, change) => {
        const sign = signAuthToken(signers.find((signer) => signer.id === body.method_id)!.secret, body);
        if (change === 'token') expect(authTokenSignatureValid(signers, { ...body, token: `${body.token}x`, sign })).toBe(false);
        if (change === 'lng') expect(authTokenSignatureValid(signers, { ...body, lng: body.lng === 'en' ? 'ru' : 'en', sign })).toBe(false);
        if (change === 'digit') {
          const flipped = sign.slice(0, at) + (sign[at] === '0' ? '1' : '0') + sign.slice(at + 1);
          expect(authTokenSignatureValid(signers, { ...body, sign: flipped })).toBe(false);
        }
      })
    );
  });

  it('refuses an unknown signer, a short signature, and every call when none is configured', () => {
    const body = { method_id: 'app', token: 'tok', lng: 'en' };
    const sign = signAuthToken(SECRET, body);
    expect(authTokenSignatureValid(signers, { ...body, method_id: 'other', sign })).toBe(false);
    expect(authTokenSignatureValid(signers, { ...body, sign: sign.slice(0, 62) })).toBe(false);
    expect(authTokenSignatureValid([], { ...body, sign })).toBe(false);
  });

  it('reads AUTH_TOKEN_METHODS and refuses a bad one', () => {
    expect(parseTokenSigners('')).toEqual([]);
    expect(parseTokenSigners(` app:${SECRET} , watch:${SECRET}:with-colon`)).toEqual([
      { id: 'app', secret: SECRET },
      { id: 'watch', secret: `${SECRET}:with-colon` },
    ]);
    expect(() => parseTokenSigners('app:short')).toThrow(/at least 32/);
    expect(() => parseTokenSigners(`App:${SECRET}`)).toThrow(/id:secret/);
    expect(() => parseTokenSigners(SECRET)).toThrow(/id:secret/);
    expect(() => parseTokenSigners(`app:${SECRET},app:${SECRET}`)).toThrow(/twice/);
  });
});
