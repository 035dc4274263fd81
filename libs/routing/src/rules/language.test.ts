import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chooseLanguage, isLanguageSegment, languageAnswers, visibleLanguageCodes, type LanguageChoiceInput } from './language';
import { arbLanguageContext } from '../testing';

describe('chooseLanguage', () => {
  test.prop([arbLanguageContext])('always answers an available language', (input) => {
    expect(input.available).toContain(chooseLanguage(input));
  });

  test.prop([arbLanguageContext])('an available lng cookie always wins', (input) => {
    const cookieLanguage = input.available[0];
    expect(chooseLanguage({ ...input, cookieLanguage })).toBe(cookieLanguage);
  });

  test.prop([arbLanguageContext])('languages outside the available list never count', (input) => {
    expect(chooseLanguage({ ...input, available: [] })).toBe('en');
  });

  it.each([
    ['cookie first', { cookieLanguage: 'ru', acceptLanguage: 'de', configDefault: 'en', available: ['en', 'ru', 'de'] }, 'ru'],
    ['unavailable cookie skipped', { cookieLanguage: 'fr', acceptLanguage: 'de-DE,de;q=0.9', configDefault: 'en', available: ['en', 'de'] }, 'de'],
    ['accept-language by quality', { cookieLanguage: undefined, acceptLanguage: 'de;q=0.3, ru;q=0.8', configDefault: 'en', available: ['en', 'ru', 'de'] }, 'ru'],
    ['site default next', { cookieLanguage: undefined, acceptLanguage: 'fr', configDefault: 'ru', available: ['en', 'ru'] }, 'ru'],
    ['en next', { cookieLanguage: undefined, acceptLanguage: undefined, configDefault: 'fr', available: ['ru', 'en'] }, 'en'],
    ['first offered when en is not', { cookieLanguage: undefined, acceptLanguage: undefined, configDefault: 'fr', available: ['ru', 'de'] }, 'ru'],
  ])('%s', (_label, input, expected) => {
    expect(chooseLanguage(input)).toBe(expected);
  });
});

describe('isLanguageSegment', () => {
  test.prop([fc.oneof(fc.string({ maxLength: 3 }), fc.string({ unit: 'binary', maxLength: 3 }), fc.constantFrom('en', 'EN', 'eN', '@a', 'a[', '`a', 'a{', 'ſa', 'K', 'éa'))])(
    'is two ASCII letters, either case',
    (segment) => {
      expect(isLanguageSegment(segment)).toBe(/^[a-z]{2}$/i.test(segment));
    },
  );
});

describe('languageAnswers', () => {
  test.prop([arbLanguageContext])('are chooseLanguage and the available set, the first time and the next', (input) => {
    for (let time = 0; time < 2; time++) {
      const { chosen, availableSet } = languageAnswers(input);
      expect(chosen).toBe(chooseLanguage(input));
      expect([...availableSet]).toEqual([...new Set(input.available)]);
    }
  });

  it('follows an input edited in place', () => {
    const available = ['en', 'ru'];
    const input: { -readonly [K in keyof LanguageChoiceInput]: LanguageChoiceInput[K] } = { cookieLanguage: 'ru', acceptLanguage: undefined, configDefault: 'en', available };
    expect(languageAnswers(input).chosen).toBe('ru');
    input.cookieLanguage = 'de';
    expect(languageAnswers(input).chosen).toBe('en');
    available.push('de');
    expect(languageAnswers(input).chosen).toBe('de');
    expect(languageAnswers(input).availableSet.has('de')).toBe(true);
  });
});

describe('acceptedLanguages', () => {
  it.each([
    ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', ['ru-ru', 'ru', 'en-us', 'en']],
    ['en;q=0, de', ['de']],
    ['*', []],
    ['', []],
  ])('%s', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});

describe('visibleLanguageCodes', () => {
  const languages = [
    { code: 'en', hiddenForGuests: false },
    { code: 'kk', hiddenForGuests: true },
  ];
  it('hides guest-hidden languages without the ua cookie', () => {
    expect(visibleLanguageCodes(languages, false)).toEqual(['en']);
  });
  it('shows them with the ua cookie', () => {
    expect(visibleLanguageCodes(languages, true)).toEqual(['en', 'kk']);
  });
});
