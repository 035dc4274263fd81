import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argon2idHasher, dummyHashOf, GENERATED_PASSWORD_LENGTH, generatePassword, generateUserId } from './passwords';

describe('passwords', () => {
  it('hashes with Argon2id and verifies only the same password', async () => {
    const hash = await argon2idHasher.hash('Correct horse 1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await argon2idHasher.verify(hash, 'Correct horse 1')).toBe(true);
    expect(await argon2idHasher.verify(hash, 'correct horse 1')).toBe(false);
    expect(await argon2idHasher.verify('not a hash', 'x')).toBe(false);
  });

  it('makes the dummy hash once', async () => {
    let hashes = 0;
    const dummy = dummyHashOf({ hash: async (password) => `h${(hashes += 1)}:${password.length}`, verify: async () => false });
    expect(await dummy()).toBe(await dummy());
    expect(hashes).toBe(1);
  });

  it('generates passwords of 12 unambiguous symbols with a digit and both cases', () => {
    fc.assert(
      fc.property(fc.infiniteStream(fc.nat()), (stream) => {
        const iterator = stream[Symbol.iterator]();
        const password = generatePassword((max) => (iterator.next().value as number) % max);
        return password.length === GENERATED_PASSWORD_LENGTH && /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password) && !/[01OIlo]/.test(password);
      }),
    );
  });

  it('draws nine-digit user ids', () => {
    fc.assert(fc.property(fc.nat(), (n) => /^\d{9}$/.test(String(generateUserId((max) => n % max)))));
    expect(generateUserId(() => 0)).toBe(100_000_000);
    expect(generateUserId((max) => max - 1)).toBe(999_999_999);
  });
});
