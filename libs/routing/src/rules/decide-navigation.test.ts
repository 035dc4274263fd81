import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decideNavigation } from './decide-navigation';
import { chooseLanguage } from './language';
import { arbLanguageContext, arbPathname } from '../testing';

const english = { cookieLanguage: undefined, acceptLanguage: undefined, configDefault: 'en', available: ['en', 'ru'] };

describe('decideNavigation', () => {
  test.prop([arbPathname, arbLanguageContext])('following a redirect never redirects again', (pathname, language) => {
    const first = decideNavigation({ pathname, search: '' }, language);
    fc.pre(first.kind === 'redirect');
    if (first.kind !== 'redirect') return;
    const second = decideNavigation({ pathname: first.location, search: '' }, language);
    expect(second.kind).not.toBe('redirect');
  });

  test.prop([arbPathname, arbLanguageContext])('every answered page is in an available language', (pathname, language) => {
    const decision = decideNavigation({ pathname, search: '' }, language);
    if (decision.kind !== 'redirect') expect(language.available).toContain(decision.lng);
  });

  test.prop([arbPathname, arbLanguageContext, fc.constantFrom('', '?a=1', '?ref=42&tag=x')])('redirects keep the query string and land on the user language', (pathname, language, search) => {
    const decision = decideNavigation({ pathname, search }, language);
    if (decision.kind !== 'redirect') return;
    expect(decision.location.startsWith(`/${chooseLanguage(language)}`)).toBe(true);
    expect(decision.location.endsWith(search)).toBe(true);
  });

  it.each([
    ['/', '/en'],
    ['/?utm=1', '/en?utm=1'],
    ['/xx-unknown/zz', '/en/xx-unknown/zz'],
    ['/information/about', '/en/information/about'],
    ['/de/information/about', '/en/information/about'],
    ['/RU/information/about', '/en/information/about'],
  ])('%s redirects to %s', (url, location) => {
    const [pathname = '', query] = url.split('?');
    const decision = decideNavigation({ pathname, search: query ? `?${query}` : '' }, english);
    expect(decision).toMatchObject({ kind: 'redirect', status: 302, location });
  });

  it('logs a warning when the language prefix was missing', () => {
    expect(decideNavigation({ pathname: '/xx-unknown/zz', search: '' }, english)).toMatchObject({ warning: expect.stringContaining('/xx-unknown/zz') });
  });

  it.each([
    ['/en', 'home'],
    ['/ru/', 'home'],
    ['/ru/information/about', 'information.about'],
  ])('%s is the page %s', (pathname, routeId) => {
    expect(decideNavigation({ pathname, search: '' }, english)).toMatchObject({ kind: 'page', status: 200, route: { id: routeId } });
  });

  it.each(['/en/no-such-page', '/ru/information/about/extra', '/en/zz'])('%s is not found with status 404', (pathname) => {
    expect(decideNavigation({ pathname, search: '' }, english)).toMatchObject({ kind: 'not-found', status: 404 });
  });
});
