import { hash, verify } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';

/** Hashes and checks passwords; injected so that tests can watch it work (never to weaken it). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

/**
 * Argon2id — the library's default algorithm (its `Algorithm` is a const enum our compiler settings cannot reach; a test
 * checks the `$argon2id$` prefix) — with its default cost (19 MiB, 2 passes, 1 lane: OWASP's baseline), about 10 ms here.
 */
export const argon2idHasher: PasswordHasher = {
  hash: (password) => hash(password),
  verify: async (passwordHash, password) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  },
};

/**
 * A hash of nothing anyone knows, verified against for unknown logins so that an unknown login costs the same
 * Argon2 work as a wrong password. Made once per hasher, lazily.
 */
export function dummyHashOf(hasher: PasswordHasher): () => Promise<string> {
  let pending: Promise<string> | undefined;
  return () => (pending ??= hasher.hash(generatePassword()));
}

/** Letters and digits without look-alikes (0/O, 1/l/I), for passwords read off a screen and typed by hand. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GENERATED_PASSWORD_LENGTH = 12;

/** A one-click registration's password: 12 of 56 symbols (about 70 bits) with a digit, a lower and an upper case letter. */
export function generatePassword(random: (maxExclusive: number) => number = randomInt): string {
  for (;;) {
    let password = '';
    for (let index = 0; index < GENERATED_PASSWORD_LENGTH; index += 1) password += ALPHABET[random(ALPHABET.length)];
    if (/\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password)) return password;
  }
}

/** A numeric user id (also the login): nine digits, random so that ids say nothing about how many users there are. */
export function generateUserId(random: (maxExclusive: number) => number = randomInt): number {
  return 100_000_000 + random(900_000_000);
}
