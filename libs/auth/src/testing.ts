import fc from 'fast-check';
import { base64url } from 'jose';
import type { Fingerprint } from './rules/fingerprint';
import type { IdleStorage } from './model/idle-logoff.model';
import { AUTH_TYPES, type AuthType } from './rules/auth-form';

/** A JWT-shaped token with this payload and a signature nobody checks here (tests only). */
export function unsignedToken(payload: Record<string, unknown>, signature = 'c2ln'): string {
  const segment = (value: unknown) => base64url.encode(JSON.stringify(value));
  return `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(payload)}.${signature}`;
}

/** A token whose `exp` is `expSeconds`. */
export function tokenExpiringAt(expSeconds: number): string {
  return unsignedToken({ sub: '1', exp: expSeconds });
}

export const arbAuthType: fc.Arbitrary<AuthType> = fc.constantFrom(...AUTH_TYPES);

export const arbFingerprint: fc.Arbitrary<Fingerprint> = fc.record({
  token: fc.string({ minLength: 1, maxLength: 16 }),
  expiresAt: fc.integer({ min: 0, max: 4_000_000_000_000 }),
  componentsData: fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 })),
});

/** An in-memory `IdleStorage` (one value, like a local-storage key). */
export function memoryIdleStorage(initial: string | null = null): IdleStorage & { readonly value: () => string | null } {
  let stored = initial;
  return {
    read: () => stored,
    write: (value) => {
      stored = value;
    },
    value: () => stored,
  };
}
