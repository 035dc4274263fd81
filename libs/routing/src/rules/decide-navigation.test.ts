import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decideNavigation, NAVIGATION_MIDDLEWARE } from './decide-navigation';
import { BLOCKING_PAGES } from './decide-rules';
import { chooseLanguage } from './language';
import { matchRoute, pathSegments } from './match-route';
import { routeTable } from './route-table';
import { guestSession, signedInSession, defaultRoutingConfig } from './defaults';
import { safeReturnPath, splitUrl } from './safe-path';
import type { NavigationContext, NavigationDecision, NavigationRequest, RouteDefinition } from './types';
import { arbLanguageContext, arbNavigationCase, arbNavigationContext, arbPathname, arbSearch, samplePath, testContext } from '../testing';

const PROBE = 'https://site.example';

function isForeign(location: string): boolean {
  return !location.startsWith('/') || location.startsWith('//') || location.startsWith('/\\') || new URL(location, PROBE).origin !== PROBE;
}

function mobileOriginOf(context: NavigationContext): string | undefined {
  try {
    return context.config.mobileHost ? new URL(context.config.mobileHost).origin : undefined;
  } catch {
    return undefined;
  }
}

const guest = testContext();
const member = testContext({ session: signedInSession });
const decide = (url: string, context: NavigationContext = guest, currentUrl?: string): NavigationDecision =>
  decideNavigation(currentUrl === undefined ? { url } : { url, currentUrl }, context);

describe('decideNavigation: properties', () => {
  test.prop([arbNavigationCase])('following redirects ends within 5 hops and never revisits a URL', ([request, context]) => {
    const seen = [safeReturnPath(request.url) ?? request.url];
    let decision = decideNavigation(request, context);
    for (let hop = 0; hop < 5 && decision.kind === 'redirect'; hop++) {
      if (decision.rule === 'platform-mobile-host') return; // left the site: the mobile host decides
      expect(seen).not.toContain(decision.location);
      seen.push(decision.location);
      const next: NavigationRequest = request.currentUrl === undefined ? { url: decision.location } : { url: decision.location, currentUrl: request.currentUrl };
      decision = decideNavigation(next, context);
    }
    expect(decision.kind === 'redirect' ? decision.rule : decision.kind).toMatch(/^(render|not-found|cancel|error|platform-mobile-host)$/);
  });

  test.prop([arbNavigationCase])('every render is under an available language, the one of its URL', ([request, context]) => {
    const decision = decideNavigation(request, context);
    if (decision.kind !== 'render') return;
    expect(context.language.available).toContain(decision.lng);
    expect(pathSegments(splitUrl(safeReturnPath(request.url) ?? '').path)[0]).toBe(decision.lng);
  });

  test.prop([arbNavigationCase])('is deterministic', ([request, context]) => {
    expect(decideNavigation(request, context)).toEqual(decideNavigation(request, context));
  });

  test.prop([arbNavigationCase])('never redirects to another origin, but the configured mobile host', ([request, context]) => {
    const decision = decideNavigation(request, context);
    if (decision.kind !== 'redirect') return;
    if (decision.rule === 'platform-mobile-host') {
      expect(new URL(decision.location).origin).toBe(mobileOriginOf(context));
      expect(context.platform.touchMacIpadOnDesktop).toBe(true);
    } else {
      expect(isForeign(decision.location)).toBe(false);
    }
  });

  test.prop([fc.array(fc.oneof(fc.stringMatching(/^[a-z0-9._~-]{1,10}$/), fc.string({ minLength: 1, maxLength: 5 }).map(encodeURIComponent)), { maxLength: 6 }), arbNavigationContext])(
    'a path that matches no route is a 404',
    (segments, context) => {
      fc.pre(matchRoute(segments) === undefined);
      const lng = context.language.available[0] ?? 'en';
      const decision = decideNavigation({ url: `/${[lng, ...segments].join('/')}` }, context);
      // dot segments are resolved first: `/en/a/..` is `/en`, which exists
      fc.pre(!segments.some((segment) => /^(\.|%2e){1,2}$/i.test(segment)));
      expect(decision.kind).toBe('not-found');
    },
  );

  test.prop([arbPathname, arbLanguageContext, arbSearch])('language redirects keep the query string and land on the user language', (pathname, language, search) => {
    const decision = decideNavigation({ url: pathname + search }, testContext({}, language));
    if (decision.kind !== 'redirect' || !decision.rule.startsWith('language')) return;
    expect(decision.location.startsWith(`/${chooseLanguage(language)}`)).toBe(true);
    expect(decision.location.endsWith(search)).toBe(true);
  });

  test.prop([arbNavigationContext, fc.constantFrom(...routeTable)])('maintenance sends every route to the maintenance page, which renders', (context, route) => {
    const on = { ...context, maintenance: true };
    const lng = context.language.available[0] ?? 'en';
    const decision = decideNavigation({ url: samplePath(route, lng) }, { ...on, platform: { touchMacIpadOnDesktop: false }, config: { ...on.config, notFoundFragments: [] } });
    if (decision.kind === 'not-found') return; // disabled routes stay 404
    if (route.id === 'maintenance') expect(decision).toMatchObject({ kind: 'render', layout: 'maintenance' });
    else expect(decision).toMatchObject({ kind: 'redirect', location: `/${lng}/maintenance` });
  });
});

describe('decideNavigation: language and 404 (spec §2, §5)', () => {
  it.each([
    ['/', '/en'],
    ['/?utm=1', '/en?utm=1'],
    ['/casino', '/en/casino'],
    ['/xx-unknown/zz', '/en/xx-unknown/zz'],
    ['/information/about#x', '/en/information/about#x'],
    ['/de/information/about', '/en/information/about'],
    ['/RU/information/about', '/en/information/about'],
  ])('%s redirects (302) to %s', (url, location) => {
    expect(decide(url)).toMatchObject({ kind: 'redirect', status: 302, location });
  });

  it('warns when the language prefix was missing, and the prefixed unknown path is a 404', () => {
    expect(decide('/xx-unknown/zz')).toMatchObject({ rule: 'language-missing', warning: expect.stringContaining('/xx-unknown/zz') });
    expect(decide('/en/xx-unknown/zz')).toMatchObject({ kind: 'not-found', status: 404, lng: 'en' });
  });

  it.each(['/en/no-such-page', '/ru/information/about/extra', '/en/zz', '/en/print-coupon/12ab', '/en/esports/live', '/en/results/past', '/en/thank-you/poker', '/en/user/admin', '/en/toto/x'])(
    '%s is not found',
    (url) => {
      expect(decide(url)).toMatchObject({ kind: 'not-found', status: 404 });
    },
  );

  it.each(['//evil.com', '/\\evil.com', '%2F%2Fevil.com', '/%2F%2Fevil.com', 'javascript:alert(1)', 'https://evil.com/x', '/.//evil.com', ''])('the unsafe URL %s is a 404', (url) => {
    expect(decide(url)).toMatchObject({ kind: 'not-found', rule: 'unsafe-url' });
  });

  it('config-listed fragments are a 404 wherever they appear', () => {
    const context = testContext({ config: defaultRoutingConfig({ notFoundFragments: ['secret', ''] }) });
    expect(decide('/en/blog/secret-plans', context)).toMatchObject({ kind: 'not-found', rule: 'not-found-fragment' });
    expect(decide('/en/blog/public', context)).toMatchObject({ kind: 'render' });
  });
});

/** A context in which `route` renders for its sample path. */
function renderContextFor(route: RouteDefinition): NavigationContext {
  const blockingReasons: Record<string, number> = { 'site-updates': 4, suspension: 16, block: 1, 'block-ua': 13, 'block-ie': 17, 'coming-soon': 8 };
  if (route.id in blockingReasons) return testContext({ blockingReason: blockingReasons[route.id] ?? null });
  if (route.id === 'maintenance') return testContext({ maintenance: true });
  if (route.id === 'debug') return testContext({ config: defaultRoutingConfig({ flags: { isProduction: false } }) });
  if (route.id === 'confirm-terms') return testContext({ session: { ...signedInSession, termsChanged: true } });
  if (route.meta.bannedOnly) return testContext({ session: { ...signedInSession, banLevel: 1 } });
  if (route.id.startsWith('bonus.offer')) return testContext({ config: defaultRoutingConfig({ flags: { promoBonusToOffer: true } }) });
  if (route.id === 'office.identification') return testContext({ session: signedInSession, config: defaultRoutingConfig({ flags: { identificationEnabled: true } }) });
  return route.signIn ? member : guest;
}

/** Routes that only redirect: each has cases in the redirect table below. */
const REDIRECT_ONLY = new Set(routeTable.filter((route) => route.redirect || route.id.startsWith('legacy.')).map((route) => route.id));

describe('decideNavigation: every route renders', () => {
  it.each(routeTable.filter((route) => !REDIRECT_ONLY.has(route.id)).map((route) => [route.id, samplePath(route), route] as const))('%s at %s', (id, url, route) => {
    expect(decide(url, renderContextFor(route))).toMatchObject({ kind: 'render', status: 200, lng: 'en', route: { id }, layout: route.layout });
  });

  it.each([
    ['/en/live/all/football/epl/123', 'sports.game', { section: 'live', menuSection: 'all', sport: 'football', champ: 'epl', game: '123' }],
    ['/en/line', 'sports.section', { section: 'line' }],
    ['/en/betsonyour/live/recommended/football', 'home.betsonyour.section', { section: 'live', menuSection: 'recommended', sport: 'football' }],
    ['/en/registration/socialregistration', 'registration', { type: 'socialregistration' }],
    ['/en/results/zone', 'results', { type: 'zone' }],
    ['/en/thank-you/keno', 'casino.thank-you', { section: 'keno' }],
    ['/en/esports/stream/cs2/major/line/77', 'esports.game', { type: 'stream', discipline: 'cs2', champ: 'major', section: 'line', game: '77' }],
    ['/en/information/rules/1', 'information.rules', { ruleGroup: '1' }],
    ['/en/information/rules/2/4', 'information.rules', { ruleGroup: '2', chapter: '4' }],
    ['/en/statisticpopup/game/1', 'statisticpopup', { '*': 'game/1' }],
    ['/en/blog/categories/a/b', 'blog.categories', { '*': 'a/b' }],
    ['/ru/casino/game/7/book%20of%20ra', 'casino.game', { gameId: '7', gameName: 'book of ra' }],
  ])('%s renders %s with %o', (url, id, params) => {
    expect(decide(url)).toMatchObject({ kind: 'render', route: { id }, params });
  });

  it('print-coupon shows a signed-in bettor their coupon (digits only)', () => {
    const route = routeTable.find((item) => item.id === 'print-coupon')!;
    expect(decide('/en/print-coupon/0042', renderContextFor(route))).toMatchObject({ kind: 'render', route: { id: 'print-coupon' }, params: { couponId: '0042' } });
  });

  it('a sports path whose menu section is not a time filter is not found', () => {
    expect(decide('/en/line/tomorrow/football')).toMatchObject({ status: 404 });
  });
});

describe('decideNavigation: every redirect of spec §2', () => {
  const legacyGames = testContext({ resolveLegacyGame: (route) => ({ 'old-fortuna': 'fortuna-bonus', 'book-old': 'book-of-ra' })[route] });
  const promo = testContext({ config: defaultRoutingConfig({ flags: { promoBonusToOffer: true } }) });
  const firstDeposit = testContext({ config: defaultRoutingConfig({ flags: { thirdPartyHasFirstDepositRedirect: true } }) });
  const both = testContext({ config: defaultRoutingConfig({ flags: { thirdPartyHasFirstDepositRedirect: true, promoBonusToOffer: true } }) });

  it.each<[string, NavigationContext, string, 301 | 302]>([
    ['/ru/tvgames/view/poker', guest, '/ru/poker', 301],
    ['/en/information/rules', guest, '/en/information/rules/1', 301],
    ['/en/information/rules?x=1', guest, '/en/information/rules/1?x=1', 301],
    ['/en/cyber', guest, '/en/esports/real', 301],
    ['/en/esports', guest, '/en/esports/real', 301],
    ['/en/vulkan', guest, '/en/slots/vulkan', 301],
    ['/en/user/registration.php', guest, '/en/registration', 301],
    ['/en/user/action.php?action=forgot', guest, '/en/user/passwordreset?action=forgot', 301],
    ['/en/user/action.php?key=abc', guest, '/en/user/activate?key=abc', 301],
    ['/en/user/forgotpassword?x=1', guest, '/en?showForgotPasswordModal=1', 302],
    ['/en/user/coupon', guest, '/en', 301],
    ['/en/mobile/startdownloadapp', guest, '/en/mobile', 301],
    ['/en/allgamesentrance/old-fortuna', legacyGames, '/en/games/fortuna-bonus', 301],
    ['/en/allgamesentrance/book-old?ref=1', legacyGames, '/en/games/book-of-ra?ref=1', 301],
    ['/en/allgamesentrance/gone', legacyGames, '/en/games', 301],
    ['/en/allgamesentrance', legacyGames, '/en/games', 301],
    ['/en/bonus-games/old-fortuna', legacyGames, '/en/games/fortuna-bonus', 301],
    ['/en/daily-drops', guest, '/en/promotions/daily-drops', 301],
    ['/en/dailydrops', guest, '/en/promotions/daily-drops', 301],
    ['/en/happy-birthday', guest, '/en/promotions/happy-birthday', 301],
    ['/en/happybirthday', guest, '/en/promotions/happy-birthday', 301],
    ['/en/fastgames-daily-tournament', guest, '/en/promotions/fastgames-daily-tournament', 301],
    ['/en/office', member, '/en/office/account', 302],
    ['/en/bonuses', promo, '/en/offers', 302],
    ['/en/bonuses/rules', promo, '/en/offers/rules', 302],
    ['/en/bonuses/games', promo, '/en/offers/games', 302],
    ['/en/bonuses/partners/3?ref=9', promo, '/en/offers/partners/3?ref=9', 302],
    ['/en/bonus/7?ref=9#terms', promo, '/en/offer/7?ref=9#terms', 302],
    ['/en/offers', guest, '/en/bonuses', 302],
    ['/en/offer/7', guest, '/en/bonus/7', 302],
    ['/en/offers/partners/3', guest, '/en/bonuses/partners/3', 302],
    ['/en/bonus/slot_first_deposit', firstDeposit, '/en/casino/slot-first-deposit', 301],
    ['/en/bonus/slot_first_deposit', both, '/en/casino/slot-first-deposit', 301],
    ['/en/offer/slot_first_deposit', firstDeposit, '/en/casino/slot-first-deposit', 301],
  ])('%s → %s', (url, context, location, status) => {
    expect(decide(url, context)).toMatchObject({ kind: 'redirect', status, location });
  });

  it('every redirect-only route has a case above', () => {
    const covered = ['legacy.tvgames-poker', 'information.rules-index', 'legacy.cyber', 'esports.index', 'legacy.vulkan', 'legacy.user-registration', 'legacy.user-action', 'legacy.user-forgotpassword', 'legacy.user-coupon', 'legacy.mobile-startdownloadapp', 'legacy.allgamesentrance', 'legacy.bonus-games', 'legacy.daily-drops', 'legacy.dailydrops', 'legacy.happy-birthday', 'legacy.happybirthday', 'legacy.fastgames-daily-tournament', 'office'];
    expect([...REDIRECT_ONLY].sort()).toEqual(covered.sort());
  });

  it('the slot_first_deposit bonus is an ordinary bonus while its setting is off', () => {
    expect(decide('/en/bonus/slot_first_deposit')).toMatchObject({ kind: 'render', route: { id: 'bonus.bonus' } });
  });

  it('forgot-password lands home with the modal open for a guest, not for a signed-in user', () => {
    expect(decide('/en?showForgotPasswordModal=1')).toMatchObject({ kind: 'render', route: { id: 'home' }, modal: 'forgot-password' });
    expect(decide('/en?showForgotPasswordModal=1', member)).not.toHaveProperty('modal');
  });
});

describe('decideNavigation: guards', () => {
  it('maintenance: every page goes to the maintenance layout; maintenance goes home when off', () => {
    const on = testContext({ maintenance: true });
    expect(decide('/en/casino?x=1', on)).toMatchObject({ kind: 'redirect', status: 302, location: '/en/maintenance', rule: 'maintenance' });
    expect(decide('/en', on)).toMatchObject({ location: '/en/maintenance' });
    expect(decide('/ru/office/account', testContext({ maintenance: true, session: { ...signedInSession, banLevel: 1 } }))).toMatchObject({ location: '/ru/maintenance' });
    expect(decide('/en/maintenance', testContext({ maintenance: true, blockingReason: 1 }))).toMatchObject({ kind: 'render', layout: 'maintenance' });
    expect(decide('/en/maintenance')).toMatchObject({ kind: 'redirect', location: '/en', rule: 'maintenance-off' });
  });

  it.each([
    [4, 'site-updates'],
    [16, 'suspension'],
    [3, 'block'],
    [1, 'block'],
    [5, 'block'],
    [2, 'block'],
    [14, 'block'],
    [13, 'block-ua'],
    [17, 'block-ie'],
    [8, 'coming-soon'],
  ])('blocking reason %i sends to /en/%s, which renders', (reason, page) => {
    const context = testContext({ blockingReason: reason });
    expect(decide('/en/casino', context)).toMatchObject({ kind: 'redirect', location: `/en/${page}` });
    expect(decide(`/en/${page}`, context)).toMatchObject({ kind: 'render', route: { id: page }, layout: 'empty' });
    expect(decide('/en/user/accountverify', context)).toMatchObject({ kind: 'render', route: { id: 'user.accountverify' } });
  });

  it.each(BLOCKING_PAGES)('with no blocking reason, /en/%s goes to /en', (page) => {
    expect(decide(`/en/${page}`)).toMatchObject({ kind: 'redirect', location: '/en', rule: 'blocking-none' });
  });

  it('a blocking code the spec does not name blocks nothing', () => {
    expect(decide('/en/casino', testContext({ blockingReason: 7 }))).toMatchObject({ kind: 'render' });
  });

  it.each<[string, number, number, string]>([
    ['/en/casino', 1, 0, 'redirect'],
    ['/en/block-appeal-history', 1, 0, 'render'],
    ['/en/office/support', 45, 2, 'render'],
    ['/en/office/deduce', 53, 1, 'render'],
    ['/en/office/deduce', 45, 1, 'redirect'],
    ['/en/office/deduce', 45, 2, 'render'],
    ['/en/office/deduce', 45, 0, 'render'],
    ['/en/office/deduce', 53, 2, 'redirect'],
  ])('banned: %s at ban level %i, version %i → %s', (url, banLevel, banVersion, kind) => {
    const decision = decide(url, testContext({ session: { ...signedInSession, banLevel, banVersion } }));
    expect(decision.kind).toBe(kind);
    if (kind === 'redirect') expect(decision).toMatchObject({ location: '/en/block-appeal-history', rule: 'banned' });
  });

  it('not banned: the banned-only page goes home (for a guest too)', () => {
    expect(decide('/en/block-appeal-history', member)).toMatchObject({ kind: 'redirect', location: '/en', rule: 'not-banned' });
    expect(decide('/en/block-appeal-history')).toMatchObject({ kind: 'redirect', location: '/en', rule: 'not-banned' });
  });

  it('confirm-terms, both ways', () => {
    const changed = testContext({ session: { ...signedInSession, termsChanged: true } });
    expect(decide('/en/casino', changed)).toMatchObject({ kind: 'redirect', location: '/en/confirm-terms?state=%2Fen%2Fcasino', rule: 'terms-changed' });
    expect(decide('/en/information/about', changed)).toMatchObject({ kind: 'render' });
    expect(decide('/en/confirm-terms', changed)).toMatchObject({ kind: 'render', route: { id: 'confirm-terms' } });
    const disabled = testContext({ session: { ...signedInSession, termsChanged: true }, config: defaultRoutingConfig({ flags: { confirmTermsEnabled: false } }) });
    expect(decide('/en/casino', disabled)).toMatchObject({ kind: 'render' });
    expect(decide('/en/confirm-terms', member)).toMatchObject({ kind: 'redirect', location: '/en', rule: 'terms-unchanged' });
    expect(decide('/en/confirm-terms', guest)).toMatchObject({ kind: 'redirect', location: '/en' });
  });

  it('access guard: a guest in the account area goes to the sign-in entry point with the return state', () => {
    expect(decide('/en/office/account')).toMatchObject({ kind: 'redirect', status: 302, location: '/en/user/login?state=%2Fen%2Foffice%2Faccount', rule: 'access-auth-app' });
    expect(decide('/en/office/history?page=2')).toMatchObject({ location: '/en/user/login?state=%2Fen%2Foffice%2Fhistory%3Fpage%3D2' });
    expect(decide('/en/office')).toMatchObject({ rule: 'access-auth-app' });
    const noLogin = testContext({ config: defaultRoutingConfig({ availableRoutes: new Set() }) });
    expect(decide('/en/office/account', noLogin)).toMatchObject({ rule: 'access-auth-app' });
  });

  it('access guard: a guest elsewhere goes to login when route 72 is available, else home', () => {
    expect(decide('/en/my-casino/favorites')).toMatchObject({ location: '/en/user/login?state=%2Fen%2Fmy-casino%2Ffavorites', rule: 'access-login' });
    const noLogin = testContext({ config: defaultRoutingConfig({ availableRoutes: new Set([47, 48]) }) });
    expect(decide('/en/my-casino', noLogin)).toMatchObject({ location: '/en', rule: 'access-home' });
  });

  it('access guard: signed in on a guest-only page goes to the account, the state kept', () => {
    expect(decide('/en/user/login', member)).toMatchObject({ location: '/en/office/account', rule: 'access-signed-in' });
    expect(decide('/en/user/login?state=%2Fen%2Fcasino&x=1', member)).toMatchObject({ location: '/en/office/account?state=%2Fen%2Fcasino' });
    expect(decide('/en/registration', member)).toMatchObject({ location: '/en/office/account' });
  });

  it('payment information: route availability and the authorized-only setting', () => {
    expect(decide('/en/information/payment')).toMatchObject({ kind: 'render' });
    const authorizedOnly = testContext({ config: defaultRoutingConfig({ flags: { paymentOnlyForAuthorized: true } }) });
    expect(decide('/en/information/payment', authorizedOnly)).toMatchObject({ kind: 'redirect', rule: 'access-login' });
    expect(decide('/en/information/payment', { ...authorizedOnly, session: signedInSession })).toMatchObject({ kind: 'render' });
    const unavailable = testContext({ config: defaultRoutingConfig({ availableRoutes: new Set([72]) }) });
    expect(decide('/en/information/payment', unavailable)).toMatchObject({ kind: 'not-found', rule: 'disabled-route' });
  });

  it('config flags and route availability switch routes off (404)', () => {
    const off = testContext({ config: defaultRoutingConfig({ flags: { statisticsEnabled: false, registrationEnabled: false }, availableRoutes: new Set([72]) }) });
    expect(decide('/en/statistic/1', off)).toMatchObject({ kind: 'not-found' });
    expect(decide('/en/statisticpopup', off)).toMatchObject({ kind: 'not-found' });
    expect(decide('/en/registration', off)).toMatchObject({ kind: 'not-found' });
    expect(decide('/en/bonuses/rules', off)).toMatchObject({ kind: 'not-found' });
    expect(decide('/en/office/identification', member)).toMatchObject({ kind: 'not-found' });
    expect(decide('/en/debug')).toMatchObject({ kind: 'not-found', rule: 'dev-only-route' });
  });

  it('pending identification and data after registration keep the user on the profile pages', () => {
    const pending = testContext({ session: { ...signedInSession, pendingIdentification: true } });
    expect(decide('/en/office/history', pending)).toMatchObject({ location: '/en/office/verification', rule: 'pending-identification' });
    expect(decide('/en/office/history', { ...pending, config: defaultRoutingConfig({ flags: { identificationEnabled: true } }) })).toMatchObject({ location: '/en/office/identification' });
    expect(decide('/en/office/verification', pending)).toMatchObject({ kind: 'render' });
    expect(decide('/en/casino', pending)).toMatchObject({ kind: 'render' });
    const data = testContext({ session: { ...signedInSession, dataAfterRegistration: true } });
    expect(decide('/en/office/recharge', data)).toMatchObject({ location: '/en/office/account', rule: 'data-after-registration' });
  });

  it('the navigation block and a remote-app guard cancel', () => {
    expect(decide('/en/casino', testContext({ navigationBlocked: true }), '/en')).toEqual({ kind: 'cancel', rule: 'navigation-blocked' });
    expect(decide('/en/casino', testContext({ remoteAppGuards: [true, false] }), '/en')).toEqual({ kind: 'cancel', rule: 'remote-app-guard' });
    expect(decide('/en/casino', testContext({ remoteAppGuards: [true, true] }), '/en')).toMatchObject({ kind: 'render' });
  });

  it('recharge with useRechargeModal: cancelled with the modal from outside the office', () => {
    const modal = testContext({ session: signedInSession, config: defaultRoutingConfig({ flags: { useRechargeModal: true } }) });
    expect(decide('/en/office/recharge', modal, '/en/casino')).toEqual({ kind: 'cancel', rule: 'recharge-modal', modal: 'recharge' });
    expect(decide('/en/office/recharge', modal, '/en/no-such-page')).toMatchObject({ kind: 'cancel', modal: 'recharge' });
    expect(decide('/en/office/recharge', modal, '/en/office/account')).toMatchObject({ kind: 'render' });
    expect(decide('/en/office/recharge', modal)).toMatchObject({ kind: 'render' });
    expect(decide('/en/office/recharge', member, '/en/casino')).toMatchObject({ kind: 'render' });
  });

  it('platform_type=mobile: iPad to the mobile host; stripped on unmatched routes', () => {
    const ipad = testContext({ platform: { touchMacIpadOnDesktop: true }, config: defaultRoutingConfig({ mobileHost: 'https://m.site.example/' }) });
    expect(decide('/en/casino?a=1', ipad)).toEqual({ kind: 'redirect', status: 302, location: 'https://m.site.example/en/casino?a=1&platform_type=mobile', rule: 'platform-mobile-host' });
    expect(decide('/en/nope?platform_type=mobile&a=1', ipad)).toMatchObject({ kind: 'redirect', location: '/en?a=1', rule: 'platform-unmatched' });
    expect(decide('/en/nope?platform_type=mobile')).toMatchObject({ kind: 'redirect', location: '/en' });
    expect(decide('/en/casino?platform_type=mobile')).toMatchObject({ kind: 'render' });
    expect(decide('/en/casino', testContext({ platform: { touchMacIpadOnDesktop: true }, config: defaultRoutingConfig({ mobileHost: 'javascript:alert(1)' }) }))).toMatchObject({ kind: 'render' });
  });

  it('modals from the query: never the login modal on the login page', () => {
    expect(decide('/en/casino?modal=login')).toMatchObject({ kind: 'render', modal: 'login' });
    expect(decide('/en/user/login?modal=login')).not.toHaveProperty('modal');
    expect(decide('/en/casino?modal=login', member)).not.toHaveProperty('modal');
    expect(decide('/en/casino?modal=recharge', member)).toMatchObject({ modal: 'recharge' });
    expect(decide('/en/casino?modal=recharge')).not.toHaveProperty('modal');
    expect(decide('/en/casino?modal=teleport')).not.toHaveProperty('modal');
  });

  it('a redirect to where the visitor already is, is suppressed with a warning', () => {
    expect(decide('/en/office', member, '/en/office/account')).toMatchObject({ kind: 'cancel', rule: 'cyclic-redirect', warning: expect.stringContaining('/en/office/account') });
    expect(decide('/en/office', member, '/en/casino')).toMatchObject({ kind: 'redirect', location: '/en/office/account' });
  });

  it('an unknown middleware is a 500', () => {
    expect(decideNavigation({ url: '/en' }, guest, { middleware: [...NAVIGATION_MIDDLEWARE.slice(0, 3), 'teleport'] })).toEqual({ kind: 'error', status: 500, message: 'Unknown middleware teleport' });
    expect(decideNavigation({ url: '/en' }, guest, { middleware: ['constructor'] })).toMatchObject({ kind: 'error', message: 'Unknown middleware constructor' });
    const table: RouteDefinition[] = [{ id: 'odd', path: 'odd', layout: 'main', signIn: false, meta: { middleware: ['bonus-to-offer', 'teleport'] } }];
    expect(decideNavigation({ url: '/en/odd' }, guest, { table })).toEqual({ kind: 'error', status: 500, message: 'Unknown middleware teleport' });
  });

  it('a shorter middleware list still decides (render, or 404 without a route)', () => {
    expect(decideNavigation({ url: '/en/casino' }, guest, { middleware: [] })).toMatchObject({ kind: 'render', route: { id: 'casino' } });
    expect(decideNavigation({ url: '/en/nope' }, guest, { middleware: ['language'] })).toMatchObject({ kind: 'not-found' });
  });

  it('a guest never sees a ban (logout resets it)', () => {
    expect(decide('/en/casino', testContext({ session: { ...guestSession, banLevel: 3 } }))).toMatchObject({ kind: 'render' });
  });
});
