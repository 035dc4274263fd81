import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS } from '@betting/contracts';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`: the demo provider's signature header. */
export function signDemoPayBody(secret: string, timestampSeconds: number, rawBody: string): string {
  return `t=${timestampSeconds},v1=${digest(secret, timestampSeconds, rawBody).toString('hex')}`;
}

function digest(secret: string, timestampSeconds: number, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`, 'utf8').digest();
}

export type SignatureCheck = 'valid' | 'invalid_signature' | 'stale_timestamp';

const HEADER = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

/**
 * Checks a signature header against the raw body: the HMAC compared in constant time, then the timestamp within
 * DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS of `nowMs` either way (a captured request cannot be replayed later, and a
 * forged timestamp breaks the HMAC).
 */
export function verifyDemoPaySignature(secret: string, header: string | undefined, rawBody: string, nowMs: number): SignatureCheck {
  const match = header === undefined ? null : HEADER.exec(header.trim());
  if (!match?.[1] || !match[2]) return 'invalid_signature';
  const timestamp = Number(match[1]);
  const expected = digest(secret, timestamp, rawBody);
  const given = Buffer.from(match[2], 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid_signature';
  if (Math.abs(Math.floor(nowMs / 1000) - timestamp) > DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS) return 'stale_timestamp';
  return 'valid';
}
