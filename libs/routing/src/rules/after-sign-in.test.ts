import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { afterSignInTarget } from './after-sign-in';
import { defaultRoutingConfig, signedInSession } from './defaults';
import { arbNavigationContext, arbUrl, testContext } from '../testing';

const SITE = 'https://site.example';
const context = testContext({ session: signedInSession });

describe('afterSignInTarget', () => {
  test.prop([fc.record({ currentUrl: arbUrl, returnUrl: fc.option(arbUrl), previousUrl: fc.option(arbUrl) }), arbNavigationContext])(
    'always answers a same-origin path',
    (input, navigation) => {
      const target = afterSignInTarget(input, navigation);
      expect(target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')).toBe(true);
      expect(new URL(target, SITE).origin).toBe(SITE);
    },
  );

  it('follows the config mapping (route_from → route_to) first', () => {
    const mapped = testContext({ session: signedInSession, config: defaultRoutingConfig({ afterSignInRedirects: { 'user.login': 'office.recharge', registration: 'print-coupon' } }) });
    expect(afterSignInTarget({ currentUrl: '/ru/user/login?state=%2Fru%2Fcasino' }, mapped)).toBe('/ru/office/recharge');
    // a target that needs params cannot be built from the mapping: the return state wins
    expect(afterSignInTarget({ currentUrl: '/en/registration?state=%2Fen%2Fcasino' }, mapped)).toBe('/en/casino');
  });

  it.each([
    [{ currentUrl: '/en/user/login?state=%2Fen%2Foffice%2Fhistory%3Fpage%3D2' }, '/en/office/history?page=2'],
    [{ currentUrl: '/en/casino', returnUrl: '/en/office/account' }, '/en/office/account'],
    [{ currentUrl: '/en/user/login?state=%2F%2Fevil.com' }, '/en'],
    [{ currentUrl: '/en/user/login?state=https%3A%2F%2Fevil.com' }, '/en'],
    [{ currentUrl: '/en/user/login', returnUrl: '/\\evil.com', previousUrl: '/en/casino' }, '/en/casino'],
    [{ currentUrl: '/en/user/login', previousUrl: '/en/registration' }, '/en'],
    [{ currentUrl: '/en/user/login', previousUrl: '//evil.com' }, '/en'],
    [{ currentUrl: '/en/casino?x=1' }, '/en/casino?x=1'],
    [{ currentUrl: '/en/no-such-page' }, '/en'],
    [{ currentUrl: 'javascript:alert(1)' }, '/en'],
    [{ currentUrl: '/zz/casino' }, '/en'],
  ])('%o → %s', (input, expected) => {
    expect(afterSignInTarget(input, context)).toBe(expected);
  });
});
