import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memorySettingsStorage } from '../testing';
import { AGE_ACCEPTANCE_MS, ageAcceptanceOps, isAgeAccepted, isAgeNoticeVisible, NO_AGE_ACCEPTANCE, readAgeAcceptance } from './age-notice';
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
    [{ age_accepted_at: '1000', age_accepted_session: '1' }, { acceptedAt: 1000, forSession: true }],
  ])('reads %o', (stored, expected) => {
    expect(readAgeAcceptance((key) => (stored as Record<string, string>)[key])).toEqual(expected);
  });
});
