import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SESSION_ANALYTICS,
  SESSION_ANALYTICS_TTL_MS,
  analyticsContextSet,
  authAttempted,
  authPopUpCalled,
  authSucceeded,
  readSessionAnalytics,
  registrationCalled,
  serializeSessionAnalytics,
  type StoredSessionAnalytics,
} from './session-analytics';

const DAY = SESSION_ANALYTICS_TTL_MS;
const start = 1_700_000_000_000;

describe('session analytics storage (spec §3, §4)', () => {
  it('survives a write and a read within the day, and is empty after it', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 }), fc.nat({ max: 10 }), fc.integer({ min: 0, max: 2 * DAY }), (tries, regs, later) => {
        let record = readSessionAnalytics(null, start);
        for (let i = 0; i < tries; i += 1) record = authAttempted(record, start);
        for (let i = 0; i < regs; i += 1) record = registrationCalled(record, start);
        const read = readSessionAnalytics(serializeSessionAnalytics(record), start + later);
        if (later < DAY) expect(read).toEqual(record);
        else expect(read.value).toEqual(EMPTY_SESSION_ANALYTICS);
      }),
    );
  });

  it('counts login attempts until a success resets them; registration calls only grow', () => {
    const arbStep = fc.constantFrom('attempt', 'success', 'registration');
    fc.assert(
      fc.property(fc.array(arbStep, { maxLength: 30 }), (steps) => {
        let record = readSessionAnalytics(null, start);
        let attempts = 0;
        let registrations = 0;
        for (const step of steps) {
          if (step === 'attempt') {
            record = authAttempted(record, start);
            attempts += 1;
          } else if (step === 'success') {
            record = authSucceeded(record, start);
            attempts = 0;
          } else {
            record = registrationCalled(record, start);
            registrations += 1;
          }
        }
        expect(record.value.authTryCounter).toBe(attempts);
        expect(record.value.regTryCounter).toBe(registrations);
      }),
    );
  });

  it('never throws on whatever is stored, and bad data starts a fresh day', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const read = readSessionAnalytics(raw, start);
        expect(read.expiresAt).toBeGreaterThan(start);
      }),
    );
  });

  it.each([
    ['nothing stored', null, 0],
    ['not JSON', '{', 0],
    ['wrong shape', JSON.stringify({ value: { authTryCounter: -1 }, expiresAt: start + 1 }), 0],
    ['valid, unexpired', JSON.stringify({ value: { ...EMPTY_SESSION_ANALYTICS, authTryCounter: 3 }, expiresAt: start + 1 }), 3],
    ['valid, expiring now', JSON.stringify({ value: { ...EMPTY_SESSION_ANALYTICS, authTryCounter: 3 }, expiresAt: start }), 0],
  ])('%s → authTryCounter %i', (_, raw, counter) => {
    expect(readSessionAnalytics(raw, start).value.authTryCounter).toBe(counter);
  });

  it('the day counts from the first write, not the last', () => {
    const first = authAttempted(readSessionAnalytics(null, start), start);
    const second = authAttempted(first, start + DAY - 1);
    expect(second.expiresAt).toBe(start + DAY);
    expect(second.value.authTryCounter).toBe(2);
    const nextDay = authAttempted(second, start + DAY);
    expect(nextDay).toEqual({ value: { ...EMPTY_SESSION_ANALYTICS, authTryCounter: 1 }, expiresAt: start + 2 * DAY });
  });

  it('records call times, done flag and context', () => {
    let record: StoredSessionAnalytics = readSessionAnalytics(null, start);
    record = authPopUpCalled(record, start + 5);
    record = registrationCalled(record, start + 7);
    record = authSucceeded(record, start + 9);
    record = analyticsContextSet(record, start + 10, { socialData: { network: 'google' }, additionalParams: { source: 'header' } });
    record = analyticsContextSet(record, start + 11, { additionalParams: { step: 2 } });
    expect(record.value).toEqual({
      authTryCounter: 0,
      lastAuthPopUpCallTime: start + 5,
      regTryCounter: 1,
      lastRegCallTime: start + 7,
      hasDone: true,
      socialData: { network: 'google' },
      additionalParams: { source: 'header', step: 2 },
    });
  });
});
