import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SESSION_CALL_DELAY_MS, SESSION_CHECK_RETRIES, SESSION_CHECK_RETRY_DELAY_MS, STATUS_REFRESH_INTERVAL_MS, isSignedIn, shouldCallSession } from './sign-in';

describe('sign-in state (spec §4, §9)', () => {
  it('signed in iff a user id is present', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string({ minLength: 1 })), (userId) => {
        expect(isSignedIn(userId)).toBe(true);
      }),
    );
  });

  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    [0, true],
    ['42', true],
    [42, true],
  ])('%j → %s', (userId, signedIn) => {
    expect(isSignedIn(userId)).toBe(signedIn);
  });

  it('keeps the timings of spec §9', () => {
    expect([SESSION_CHECK_RETRIES, SESSION_CHECK_RETRY_DELAY_MS, STATUS_REFRESH_INTERVAL_MS, SESSION_CALL_DELAY_MS]).toEqual([2, 1500, 60_000, 8000]);
    expect(shouldCallSession(false)).toBe(true);
    expect(shouldCallSession(true)).toBe(false);
  });
});
