import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memorySettingsStorage } from '../testing';
import { manualClock } from '@betting/kernel';
import {
  AGE_ACCEPTANCE_MS,
  AGE_ACCEPTED_COOKIE,
  ageAcceptanceOps,
  ageCookieCatchUpOps,
  isAgeAccepted,
  isAgeAcceptedByCookie,
  isAgeNoticeVisible,
  NO_AGE_ACCEPTANCE,
  readAgeAcceptance,
} from './age-notice';
import { applyStorageOps } from './storage';

const arbTime = fc.integer({ min: 0, max: 4_000_000_000_000 });

describe('age notice', () => {
  it('keeps an acceptance 3 days (259200000 ms)', () => {
    expect(AGE_ACCEPTANCE_MS).toBe(3 * 24 * 60 * 60 * 1000);
  });

  test.prop([arbTime, fc.integer({ min: 0, max: 10 * AGE_ACCEPTANCE_MS })])('hidden for 3 days after acceptance, shown from then on', (acceptedAt, elapsed) => {
    const acceptance = { acceptedAt, forSession: false };
    expect(isAgeNoticeVisible({ acceptance, now: acceptedAt + elapsed })).toBe(elapsed >= AGE_ACCEPTANCE_MS);
  });

  test.prop([arbTime, fc.integer({ min: 1, max: 10 * AGE_ACCEPTANCE_MS })])('an acceptance dated in the future does not count', (now, ahead) => {
    expect(isAgeAccepted({ acceptedAt: now + ahead, forSession: false }, now)).toBe(false);
  });

  test.prop([arbTime])('shown when never accepted, hidden when accepted for the session, never when the site has no notice', (now) => {
    expect(isAgeNoticeVisible({ acceptance: NO_AGE_ACCEPTANCE, now })).toBe(true);
    expect(isAgeNoticeVisible({ acceptance: { acceptedAt: null, forSession: true }, now })).toBe(false);
    expect(isAgeNoticeVisible({ acceptance: NO_AGE_ACCEPTANCE, now, enabled: false })).toBe(false);
  });

  test.prop([arbTime, fc.boolean()])('what accepting stores reads back as accepted', (now, sessionOnly) => {
    const storage = memorySettingsStorage();
    applyStorageOps(storage, ageAcceptanceOps(now, sessionOnly), 0);
    const acceptance = readAgeAcceptance((key) => storage.read(key));
    expect(isAgeAccepted(acceptance, now)).toBe(true);
    expect(acceptance.forSession).toBe(sessionOnly);
  });

  it.each([
    [{ age_accepted_at: 'yesterday' }, NO_AGE_ACCEPTANCE],
    [{ age_accepted_at: '-5' }, NO_AGE_ACCEPTANCE],
    [{ age_accepted_at: '99999999999999999999' }, NO_AGE_ACCEPTANCE],
    [{ age_accepted_session: 'yes' }, NO_AGE_ACCEPTANCE],
    [
      { age_accepted_at: '1000', age_accepted_session: '1' },
      { acceptedAt: 1000, forSession: true },
    ],
    [{ age_accepted: '1' }, { acceptedAt: null, forSession: false, byCookie: true }],
    [{ age_accepted: 'yes' }, NO_AGE_ACCEPTANCE],
  ])('reads %o', (stored, expected) => {
    expect(readAgeAcceptance((key) => (stored as Record<string, string>)[key])).toEqual(expected);
  });

  test.prop([fc.integer({ min: 1_000_000, max: 4_000_000_000_000 }), fc.boolean(), fc.integer({ min: 0, max: 10 * AGE_ACCEPTANCE_MS })])(
    'accepting sets the cookie the server reads, for as long as the stored acceptance lasts',
    (start, sessionOnly, elapsed) => {
      const clock = manualClock(start);
      const storage = memorySettingsStorage({ clock });
      applyStorageOps(storage, ageAcceptanceOps(start, sessionOnly), 0);
      expect(isAgeAcceptedByCookie(storage.read(AGE_ACCEPTED_COOKIE))).toBe(true);
      clock.advance(elapsed);
      // The cookie and the storage agree: the server draws the notice exactly when the browser would show it.
      const accepted = isAgeAccepted(
        readAgeAcceptance((key) => (key === AGE_ACCEPTED_COOKIE ? undefined : storage.read(key))),
        clock.now()
      );
      expect(isAgeAcceptedByCookie(storage.read(AGE_ACCEPTED_COOKIE))).toBe(accepted);
      storage.endSession();
      expect(isAgeAcceptedByCookie(storage.read(AGE_ACCEPTED_COOKIE))).toBe(!sessionOnly && elapsed < AGE_ACCEPTANCE_MS);
    }
  );

  test.prop([fc.integer({ min: 1_000_000, max: 4_000_000_000_000 }), fc.integer({ min: 0, max: 2 * AGE_ACCEPTANCE_MS }), fc.integer({ min: 0, max: 2 * AGE_ACCEPTANCE_MS })])(
    'an acceptance stored without its cookie gets it at start, until the acceptance would end',
    (acceptedAt, sinceAcceptance, later) => {
      const clock = manualClock(acceptedAt + sinceAcceptance);
      const storage = memorySettingsStorage({ clock, initial: { age_accepted_at: String(acceptedAt) } });
      applyStorageOps(
        storage,
        ageCookieCatchUpOps(
          readAgeAcceptance((key) => storage.read(key)),
          clock.now()
        ),
        0
      );
      clock.advance(later);
      const stillAccepted = isAgeAccepted({ acceptedAt, forSession: false }, clock.now());
      // Whole seconds: the cookie may end up to a second before the stored acceptance, never after it.
      if (!stillAccepted) expect(storage.read(AGE_ACCEPTED_COOKIE)).toBeUndefined();
      else if (acceptedAt + AGE_ACCEPTANCE_MS - clock.now() > 1000) expect(storage.read(AGE_ACCEPTED_COOKIE)).toBe('1');
    }
  );

  it('writes no cookie at start when it is there already or nothing is accepted; a session cookie for a session acceptance', () => {
    expect(ageCookieCatchUpOps({ acceptedAt: 5, forSession: false, byCookie: true }, 10)).toEqual([]);
    expect(ageCookieCatchUpOps(NO_AGE_ACCEPTANCE, 10)).toEqual([]);
    expect(ageCookieCatchUpOps({ acceptedAt: null, forSession: true }, 10)).toEqual([{ kind: 'write', key: AGE_ACCEPTED_COOKIE, value: '1', maxAgeSeconds: null }]);
  });
});
