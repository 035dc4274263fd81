import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbCookiesAgreeType, arbStorageKey, memorySettingsStorage } from '../testing';
import { mayWriteFunctionalCookies } from './consent';
import {
  applyStorageOps,
  consentGatedStorage,
  COOKIE_MAX_AGE_SECONDS,
  FUNCTIONAL_KEYS,
  paymentConsultantOps,
  STORAGE_KEYS,
  storageMediumOf,
  type StorageOp,
} from './storage';

const SPEC_KEYS = ['lng', 'tzo', 'is12h', 'app_view_type', 'hide_left', 'hide_right', 'cookies_agree_type', 'isChampsGroupedByCountry', 'user_token', 'ua', 'payment_consultant'];

const arbOp: fc.Arbitrary<StorageOp> = fc.oneof(
  fc.record({ kind: fc.constant('write' as const), key: arbStorageKey, value: fc.string({ maxLength: 4 }), maxAgeSeconds: fc.option(fc.nat(), { nil: null }) }),
  fc.record({ kind: fc.constant('remove' as const), key: arbStorageKey }),
);

describe('the storage key catalogue', () => {
  it('holds every client key of spec §7 as a cookie, and marks them as from the spec', () => {
    for (const key of SPEC_KEYS) {
      expect(STORAGE_KEYS).toHaveProperty(key);
      expect(STORAGE_KEYS[key as keyof typeof STORAGE_KEYS]).toMatchObject({ medium: 'cookie', fromSpec: true });
    }
    expect(Object.entries(STORAGE_KEYS).filter(([, info]) => info.fromSpec).map(([key]) => key).sort()).toEqual([...SPEC_KEYS].sort());
  });

  it('gates exactly the functional cookies of spec §6 (window width, the two section visibility cookies) and the font size', () => {
    expect([...FUNCTIONAL_KEYS].sort()).toEqual(['app_font_size', 'hide_left', 'hide_right', 'window_width']);
  });

  it('keeps choices a year (as the cookie policy says), other cookies the spec default 86400 s', () => {
    expect(COOKIE_MAX_AGE_SECONDS).toBe(86_400);
    for (const key of ['lng', 'tzo', 'is12h', 'app_view_type', 'hide_left', 'hide_right', 'cookies_agree_type', 'isChampsGroupedByCountry', 'app_theme', 'app_font_size'] as const) {
      expect(STORAGE_KEYS[key].maxAgeSeconds).toBe(365 * 86_400);
    }
    for (const key of ['payment_consultant', 'window_width', 'ua'] as const) expect(STORAGE_KEYS[key].maxAgeSeconds).toBe(COOKIE_MAX_AGE_SECONDS);
    expect(STORAGE_KEYS.user_token.maxAgeSeconds).toBeNull();
  });

  it('places the age flags in local and session storage, unknown names in cookies', () => {
    expect(storageMediumOf('age_accepted_at')).toBe('local');
    expect(storageMediumOf('age_accepted_session')).toBe('session');
    expect(storageMediumOf('settings')).toBe('local');
    expect(storageMediumOf('something_else')).toBe('cookie');
  });
});

describe('applyStorageOps', () => {
  test.prop([fc.array(arbOp, { maxLength: 20 }), arbCookiesAgreeType])('never writes a functional key without functional consent, and applies everything else in order', (ops, consent) => {
    const storage = memorySettingsStorage();
    const result = applyStorageOps(storage, ops, consent);
    const writes = storage.log.filter((entry) => entry.op === 'write');
    if (!mayWriteFunctionalCookies(consent)) expect(writes.filter((entry) => FUNCTIONAL_KEYS.includes(entry.key))).toEqual([]);
    expect([...result.applied, ...result.refused]).toHaveLength(ops.length);
    expect(result.applied).toEqual(ops.filter((op) => !result.refused.includes(op)));
    expect(result.refused.every((op) => op.kind === 'write' && FUNCTIONAL_KEYS.includes(op.key) && !mayWriteFunctionalCookies(consent))).toBe(true);
  });

  it('consentGatedStorage follows the consent as it changes', () => {
    const storage = memorySettingsStorage();
    let consent: 0 | 1 | 2 | 3 | 4 = 1;
    const gated = consentGatedStorage(storage, () => consent);
    expect(gated.write('hide_left', '1', 86_400)).toBe(false);
    expect(gated.write('lng', 'en', 86_400)).toBe(true);
    consent = 2;
    expect(gated.write('hide_left', '1', 86_400)).toBe(true);
    expect(storage.snapshot()).toEqual({ lng: 'en', hide_left: '1' });
  });
});

describe('payment_consultant', () => {
  it.each([
    ['?payment_consultant=1', true],
    ['payment_consultant=1&x=2', true],
    ['?payment_consultant=0', false],
    ['?payment_consultant=true', false],
    ['', false],
  ])('%j → cookie %s', (search, stored) => {
    expect(paymentConsultantOps(search)).toEqual(stored ? [{ kind: 'write', key: 'payment_consultant', value: '1', maxAgeSeconds: 86_400 }] : []);
  });
});
