import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decideNavigation } from './decide-navigation';
import { pathInLanguage } from './replace-language';
import { arbPathname } from '../testing';

describe('pathInLanguage', () => {
  it.each([
    ['/en', 'ru', '/ru'],
    ['/en/information/about', 'ru', '/ru/information/about'],
    ['/information/about', 'ru', '/ru/information/about'],
    ['/', 'en', '/en'],
  ])('%s in %s is %s', (pathname, lng, expected) => {
    expect(pathInLanguage(pathname, lng)).toBe(expected);
  });

  test.prop([arbPathname, fc.constantFrom('en', 'ru')])('lands on the same route, in the asked language', (pathname, lng) => {
    const context = { cookieLanguage: undefined, acceptLanguage: undefined, configDefault: 'en', available: ['en', 'ru'] };
    const before = decideNavigation({ pathname: pathInLanguage(pathname, 'en'), search: '' }, context);
    const after = decideNavigation({ pathname: pathInLanguage(pathname, lng), search: '' }, context);
    expect(after.kind).toBe(before.kind);
    if (after.kind !== 'redirect') expect(after.lng).toBe(lng);
  });
});
