import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { keptServerSecret } from '../platform/server-secrets.repository';
import { clearTotpSecrets, replaceClearTotpSecret } from './staff.repository';

const SECRET_NAME = 'backoffice_totp_aes256gcm';
const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key that seals staff TOTP secrets at rest (AES-256-GCM): `BACKOFFICE_TOTP_KEY` (32 bytes as 64 hex digits or
 * base64) when set — production sets it, so a copy of the database alone does not give the second factors away —
 * else, as for the site's other secrets, one generated on first start and kept in `server_secrets`, which every
 * process on the database shares.
 */
export async function loadTotpKey(db: Queryable, fromEnv: string | undefined): Promise<Buffer> {
  if (fromEnv !== undefined) return parseTotpKey(fromEnv);
  const value = await keptServerSecret(db, SECRET_NAME, randomBytes(32).toString('base64'));
  if (value === undefined) throw new Error('the back-office TOTP key could not be stored');
  return parseTotpKey(value);
}

export function parseTotpKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('BACKOFFICE_TOTP_KEY must be 32 bytes: 64 hex digits or base64');
  return key;
}

/** Bound to the member's login, so a sealed secret copied onto another row does not open. */
const aadOf = (login: string) => Buffer.from(`staff-totp:${login.toLowerCase()}`);

export function sealTotpSecret(key: Buffer, login: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aadOf(login));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

export const isSealed = (stored: string) => stored.startsWith(VERSION);

/** The base32 secret; undefined when it is not sealed with this key for this login (a wrong key, a moved or altered value). */
export function openTotpSecret(key: Buffer, login: string, stored: string): string | undefined {
  if (!isSealed(stored)) return undefined;
  const bytes = Buffer.from(stored.slice(VERSION.length), 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(aadOf(login));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * Seals every secret still stored in clear (rows from before sealing): run at start, before any sign-in. Each row is
 * replaced only while it still holds the clear value, so processes starting together seal it once.
 */
export async function sealClearTotpSecrets(db: Queryable, key: Buffer): Promise<number> {
  const rows = await clearTotpSecrets(db);
  let sealed = 0;
  for (const row of rows) {
    if (await replaceClearTotpSecret(db, row.id, row.totpSecret, sealTotpSecret(key, row.login, row.totpSecret))) sealed += 1;
  }
  return sealed;
}
