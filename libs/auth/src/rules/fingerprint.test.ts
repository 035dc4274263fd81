import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbFingerprint } from '../testing';
import {
  FINGERPRINT_MAX_ATTEMPTS,
  INITIAL_FINGERPRINT_STATE,
  fingerprintFetchFailed,
  fingerprintReceived,
  isFingerprintValid,
  nextFingerprintStep,
  parseFingerprintResponse,
  type FingerprintState,
} from './fingerprint';

const now = 1_700_000_000_000;
const good = { token: 'fp-1', expiresAt: now + 60_000, componentsData: { screen: '1920x1080' } };

describe('fingerprint (spec §3, §5)', () => {
  it('is valid iff it has a token and its expiry is in the future', () => {
    fc.assert(
      fc.property(arbFingerprint, fc.integer({ min: 0, max: 4_000_000_000_000 }), (fingerprint, at) => {
        expect(isFingerprintValid(fingerprint, at)).toBe(fingerprint.token !== '' && fingerprint.expiresAt > at);
      }),
    );
  });

  it('never fetches more than twice in a row without a valid answer, whatever the answers', () => {
    const arbAnswer = fc.oneof(
      fc.constant<'network'>('network'),
      fc.record({ token: fc.option(fc.string({ maxLength: 4 })), expiresAt: fc.integer({ min: now - 10, max: now + 10 }), componentsData: fc.option(fc.constant({ a: 1 })) }),
    );
    fc.assert(
      fc.property(fc.array(arbAnswer, { maxLength: 10 }), (answers) => {
        let state: FingerprintState = INITIAL_FINGERPRINT_STATE;
        let fetchesSinceValid = 0;
        for (const answer of answers) {
          const step = nextFingerprintStep(state, now);
          if (step.kind !== 'fetch') break;
          fetchesSinceValid += 1;
          state = answer === 'network' ? fingerprintFetchFailed(state) : fingerprintReceived(state, answer, now).state;
          if (isFingerprintValid(state.current, now)) fetchesSinceValid = 0;
          expect(fetchesSinceValid).toBeLessThanOrEqual(FINGERPRINT_MAX_ATTEMPTS);
        }
      }),
    );
  });

  it('uses a valid fingerprint without fetching, and fetches again once it expires', () => {
    const { state } = fingerprintReceived(INITIAL_FINGERPRINT_STATE, good, now);
    expect(nextFingerprintStep(state, now)).toEqual({ kind: 'use', fingerprint: good });
    expect(nextFingerprintStep(state, good.expiresAt)).toEqual({ kind: 'fetch', attempt: 1 });
  });

  it('gives up after two bad answers (a response needs token, expiry and data)', () => {
    let state = INITIAL_FINGERPRINT_STATE;
    expect(nextFingerprintStep(state, now)).toEqual({ kind: 'fetch', attempt: 1 });
    const first = fingerprintReceived(state, { token: 'x', expiresAt: now + 1000 }, now);
    expect(first.result).toMatchObject({ ok: false, error: { code: 'auth.fingerprint_response' } });
    state = first.state;
    expect(nextFingerprintStep(state, now)).toEqual({ kind: 'fetch', attempt: 2 });
    state = fingerprintFetchFailed(state);
    expect(nextFingerprintStep(state, now)).toEqual({ kind: 'fail', error: { code: 'auth.fingerprint_attempts_exhausted' } });
  });

  it('a second try that succeeds starts the count over', () => {
    const afterBad = fingerprintFetchFailed(INITIAL_FINGERPRINT_STATE);
    const { state, result } = fingerprintReceived(afterBad, good, now);
    expect(result.ok).toBe(true);
    expect(state).toEqual({ current: good, attempts: 0 });
  });

  it.each([
    ['complete, ms', good, true],
    ['ISO expiry', { ...good, expiresAt: '2030-01-01T00:00:00Z' }, true],
    ['data as a string', { ...good, componentsData: 'abc' }, true],
    ['no token', { expiresAt: good.expiresAt, componentsData: {} }, false],
    ['empty token', { ...good, token: '' }, false],
    ['no expiry', { token: 't', componentsData: {} }, false],
    ['no data', { token: 't', expiresAt: good.expiresAt }, false],
    ['null data', { ...good, componentsData: null }, false],
    ['not an object', 'token', false],
  ])('response %s → accepted %s', (_, raw, accepted) => {
    expect(parseFingerprintResponse(raw).ok).toBe(accepted);
  });

  it('an already expired answer is a failed attempt and keeps the previous fingerprint', () => {
    const { state, result } = fingerprintReceived({ current: null, attempts: 1 }, { ...good, expiresAt: now }, now);
    expect(result.ok).toBe(false);
    expect(state).toEqual({ current: null, attempts: 2 });
  });
});
