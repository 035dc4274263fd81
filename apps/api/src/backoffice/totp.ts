import { createHmac, randomBytes } from 'node:crypto';

/** RFC 6238 with the authenticator apps' defaults: HMAC-SHA1, 30-second steps, six digits. */
export const TOTP = { stepSeconds: 30, digits: 6, /** Steps either side of now a code is still taken at (clock drift). */ window: 1 } as const;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how authenticator apps take a secret. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 random bits, as RFC 4226 recommends for HMAC-SHA1. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** The HOTP value (RFC 4226) of the counter. */
export function hotp(key: Uint8Array, counter: number, digits: number = TOTP.digits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 15;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP.stepSeconds);

/** The code an authenticator shows at `nowMs` for the base32 secret. */
export const totpCode = (secret: string, nowMs: number): string => hotp(base32Decode(secret), totpStep(nowMs));

/**
 * The step the code belongs to, within TOTP.window steps of now and later than `lastStep` (a code, once used, is
 * never taken again); null when it matches none.
 */
export function matchTotp(secret: string, code: string, nowMs: number, lastStep: number | null): number | null {
  const key = base32Decode(secret);
  const now = totpStep(nowMs);
  for (let step = now - TOTP.window; step <= now + TOTP.window; step += 1) {
    if (lastStep !== null && step <= lastStep) continue;
    if (hotp(key, step) === code) return step;
  }
  return null;
}

/** The otpauth:// URI an authenticator app reads (as a QR code or pasted). */
export function totpUri(issuer: string, login: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${login}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP.digits}&period=${TOTP.stepSeconds}`;
}
