import { DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signDemoPayBody, verifyDemoPaySignature } from './signature';

const SECRET = 'a-demo-pay-secret-of-at-least-32-chars';
const NOW_MS = Date.UTC(2026, 10, 22, 12);
const now = Math.floor(NOW_MS / 1000);

describe('demo provider signature', () => {
  it('accepts what it signed, within the tolerance either way', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS, max: DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS }), (body, skew) => {
        expect(verifyDemoPaySignature(SECRET, signDemoPayBody(SECRET, now + skew, body), body, NOW_MS)).toBe('valid');
      }),
    );
  });

  it('refuses any other body, another secret, or a moved timestamp', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (body, other) => {
        fc.pre(body !== other);
        expect(verifyDemoPaySignature(SECRET, signDemoPayBody(SECRET, now, body), other, NOW_MS)).toBe('invalid_signature');
      }),
    );
    expect(verifyDemoPaySignature(SECRET, signDemoPayBody(`${SECRET}x`, now, '{}'), '{}', NOW_MS)).toBe('invalid_signature');
    const moved = signDemoPayBody(SECRET, now, '{}').replace(`t=${now}`, `t=${now + 1}`);
    expect(verifyDemoPaySignature(SECRET, moved, '{}', NOW_MS)).toBe('invalid_signature');
  });

  it('refuses a stale or future timestamp even when correctly signed', () => {
    for (const skew of [-DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS - 1, DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS + 1]) {
      expect(verifyDemoPaySignature(SECRET, signDemoPayBody(SECRET, now + skew, '{}'), '{}', NOW_MS)).toBe('stale_timestamp');
    }
  });

  it.each([undefined, '', 'v1=00', `t=${now}`, `t=${now},v1=XYZ`, `t=${now},v1=${'a'.repeat(63)}`, `t=-1,v1=${'a'.repeat(64)}`])('refuses the header %j', (header) => {
    expect(verifyDemoPaySignature(SECRET, header, '{}', NOW_MS)).toBe('invalid_signature');
  });
});
