import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbCookiesAgreeType } from '../testing';
import { COOKIES_AGREE_TYPE, consentChoiceOf, consentTypeOf, initialConsent, isCookiePopupVisible, marketingLoadDelayMs, mayLoadMarketing, mayWriteFunctionalCookies, readCookiesAgreeType } from './consent';

describe('consent', () => {
  it.each([
    [0, false, false],
    [1, false, false],
    [2, true, false],
    [3, false, true],
    [4, true, true],
  ] as const)('type %s: functional %s, marketing %s', (type, functional, marketing) => {
    expect(mayWriteFunctionalCookies(type)).toBe(functional);
    expect(mayLoadMarketing(type)).toBe(marketing);
  });

  test.prop([fc.option(arbCookiesAgreeType, { nil: undefined })])('without a cookie popup consent is ALL, with one it is the stored answer or none', (stored) => {
    expect(initialConsent({ stored, showsCookiePopup: false })).toBe(4);
    expect(initialConsent({ stored, showsCookiePopup: true })).toBe(stored ?? 0);
  });

  test.prop([arbCookiesAgreeType, fc.boolean()])('the popup shows only while unanswered on a site that has it', (consent, showsCookiePopup) => {
    expect(isCookiePopupVisible({ showsCookiePopup, consent })).toBe(showsCookiePopup && consent === 0);
  });

  it.each([
    ['4', 4],
    [' 2 ', 2],
    ['5', undefined],
    ['-1', undefined],
    ['all', undefined],
    [undefined, undefined],
  ])('readCookiesAgreeType(%j) = %s', (raw, expected) => {
    expect(readCookiesAgreeType(raw)).toBe(expected);
  });

  it('marketing counters: never without consent, at once on registration routes, else after 10 s', () => {
    expect(marketingLoadDelayMs({ consent: 2, onRegistrationRoute: true })).toBeNull();
    expect(marketingLoadDelayMs({ consent: 3, onRegistrationRoute: true })).toBe(0);
    expect(marketingLoadDelayMs({ consent: 4, onRegistrationRoute: false })).toBe(10_000);
  });

  describe('the cookie popup answer', () => {
    test.prop([fc.boolean(), fc.boolean()])('gives exactly the classes chosen, and reads back the same choice', (functional, marketing) => {
      const type = consentTypeOf({ functional, marketing });
      expect(mayWriteFunctionalCookies(type)).toBe(functional);
      expect(mayLoadMarketing(type)).toBe(marketing);
      expect(consentChoiceOf(type)).toEqual({ functional, marketing });
      expect(type).not.toBe(COOKIES_AGREE_TYPE.none);
    });

    it.each([
      [{ functional: false, marketing: false }, COOKIES_AGREE_TYPE.necessary],
      [{ functional: true, marketing: false }, COOKIES_AGREE_TYPE.functional],
      [{ functional: false, marketing: true }, COOKIES_AGREE_TYPE.marketing],
      [{ functional: true, marketing: true }, COOKIES_AGREE_TYPE.all],
    ])('%o → %i', (choice, type) => expect(consentTypeOf(choice)).toBe(type));
  });
});
