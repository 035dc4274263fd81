import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque random token (256 bits), URL-safe: session cookies, pending two-step cookies. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token or code: its SHA-256, so a leaked table grants nothing. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function equalSecrets(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
