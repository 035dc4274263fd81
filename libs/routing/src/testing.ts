import fc from 'fast-check';
import { defaultNavigationContext, defaultRoutingConfig, guestSession } from './rules/defaults';
import type { LanguageChoiceInput } from './rules/language';
import { compilePattern } from './rules/match-route';
import { routePath } from './rules/path-for';
import { routeTable } from './rules/route-table';
import { paramCheck } from './rules/routes/param-check';
import type { NavigationContext, NavigationRequest, RouteDefinition, RoutingConfig, RoutingFlags, SessionState } from './rules/types';

const arbCode = fc.constantFrom('en', 'ru', 'de', 'uk', 'kk', 'es', 'pt', 'tr');

/** A language context whose available list is never empty. */
export const arbLanguageContext: fc.Arbitrary<LanguageChoiceInput> = fc.record({
  available: fc.uniqueArray(arbCode, { minLength: 1, maxLength: 5 }),
  cookieLanguage: fc.option(arbCode, { nil: undefined }),
  acceptLanguage: fc.option(
    fc.array(fc.tuple(arbCode, fc.constantFrom('', ';q=0.9', ';q=0.5', ';q=0')), { maxLength: 4 }).map((tags) => tags.map(([code, q]) => code + q).join(', ')),
    { nil: undefined },
  ),
  configDefault: fc.option(arbCode, { nil: undefined }),
});

/** Paths as a visitor may type them: with or without a language segment, known or unknown tails. */
export const arbPathname: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.constantFrom('en', 'ru', 'de', 'zz', 'EN', 'information', 'about', 'xx-unknown', 'casino'), fc.stringMatching(/^[a-z0-9-]{1,12}$/)), { maxLength: 4 })
  .chain((segments) => fc.constantFrom('', '/').map((trailing) => `/${segments.join('/')}${segments.length > 0 ? trailing : ''}`));

// ---------------------------------------------------------------- fixtures

/** English and Russian available, English chosen. */
export const englishLanguage: LanguageChoiceInput = { cookieLanguage: undefined, acceptLanguage: undefined, configDefault: 'en', available: ['en', 'ru'] };

/** A guest's first load in English with the seed's config (see `defaultNavigationContext`). */
export function testContext(overrides: Partial<Omit<NavigationContext, 'language'>> = {}, language: LanguageChoiceInput = englishLanguage): NavigationContext {
  return defaultNavigationContext(language, overrides);
}

/** Candidate values tried, in order, for a parameter with a check (the first that passes is the sample). */
const SAMPLE_VALUES = ['all', 'line', 'real', 'live', 'activate', 'socialregistration', 'slots', 'draw', '1', '12345', 'sample'];

/** Parameters that make a route's path valid: checked ones get a passing value, others a plain slug. */
export function sampleParams(route: RouteDefinition): Record<string, string> {
  const params: Record<string, string> = {};
  for (const part of compilePattern(route.path)) {
    if (part.kind === 'rest') params['*'] = 'a/b';
    if (part.kind !== 'param') continue;
    const schema = route.params?.[part.name];
    params[part.name] = schema === undefined ? '1' : (SAMPLE_VALUES.find((value) => paramCheck(schema)(value)) ?? 'sample');
  }
  return params;
}

/** `/{lng}/…` of a route with its sample parameters. */
export function samplePath(route: RouteDefinition, lng = 'en'): string {
  const path = routePath(route, sampleParams(route));
  return path === '' ? `/${lng}` : `/${lng}/${path}`;
}

// ---------------------------------------------------------------- URLs

/** URLs an attacker would try: protocol-relative, backslashes, encoded slashes, schemes, control characters. */
export const HOSTILE_URLS: readonly string[] = [
  '//evil.com',
  '//evil.com/en/casino',
  '/\\evil.com',
  '/\\/evil.com',
  '%2F%2Fevil.com',
  // Dot segments that normalise to an encoded slash: `/./%2F` becomes `/%2F`, which decodes to `//`.
  '/./%2F',
  '/a/../%2F%2Fevil.com',
  '/%2F%2Fevil.com',
  '/%5C%5Cevil.com',
  '/en/%2F%2Fevil.com',
  'javascript:alert(1)',
  '/javascript:alert(1)',
  'https://evil.com/x',
  'http:evil.com',
  '/\t/evil.com',
  '/en/../..//evil.com',
  '/en/..%2F..%2F%2Fevil.com',
  '/.//evil.com',
  '',
  '?x=1',
  '/en/%E0%A4%A',
  '/en/casino/%',
  '/ёлка/привет',
  '/en/bonus/%D0%B1%D0%BE%D0%BD%D1%83%D1%81',
  '/en/user/login?state=//evil.com',
  '/en/user/login?state=%2F%2Fevil.com',
  '/en/office/account?state=https://evil.com',
];

const arbSegment = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z0-9_-]{1,10}$/) },
  { weight: 1, arbitrary: fc.constantFrom('..', '.', '%2F', '%2F%2Fevil.com', '%5C', '\\evil.com', 'ü', '日本', '%E0%A4%A', 'live', 'line', 'real', '12ab', '123') },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }).map(encodeURIComponent) },
);

const QUERY_PARTS = [
  'platform_type=mobile',
  'showForgotPasswordModal=1',
  'modal=login',
  'modal=registration',
  'modal=recharge',
  'state=%2Fen%2Foffice%2Fhistory',
  'state=%2F%2Fevil.com',
  'action=forgot',
  'utm_source=x',
] as const;

/** A query string (`?a=1&b=2` or `''`) mixing the keys the decision reads with noise. */
export const arbSearch: fc.Arbitrary<string> = fc.subarray([...QUERY_PARTS], { maxLength: 3 }).map((parts) => (parts.length === 0 ? '' : `?${parts.join('&')}`));

const arbLanguagePrefix = fc.oneof({ weight: 3, arbitrary: fc.constantFrom('en', 'ru') }, { weight: 2, arbitrary: fc.constantFrom('de', 'zz', 'EN', 'xx-unknown', '') });

/** A URL of a route of the table: sample params or generated ones (possibly invalid), under any prefix. */
export const arbRouteUrl: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...routeTable), arbLanguagePrefix, fc.boolean(), fc.array(arbSegment, { minLength: 6, maxLength: 6 }), arbSearch, fc.constantFrom('', '', '#top'))
  .map(([route, prefix, sample, values, search, hash]) => {
    let index = 0;
    const segments = compilePattern(route.path).flatMap((part) => {
      if (part.kind === 'static') return [part.value];
      const value = sample ? (part.kind === 'rest' ? 'a/b' : (sampleParams(route)[part.name] ?? 'x')) : (values[index++] ?? 'x');
      return [value];
    });
    const path = [prefix, ...segments].filter((segment) => segment !== '').join('/');
    return `/${path}${search}${hash}`;
  });

/** Any URL a visitor or an attacker may ask for: route URLs, typed paths, hostile ones and random tails. */
export const arbUrl: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: arbRouteUrl },
  { weight: 2, arbitrary: fc.tuple(arbPathname, arbSearch).map(([path, search]) => path + search) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_URLS) },
  { weight: 1, arbitrary: fc.tuple(arbLanguagePrefix, fc.array(arbSegment, { maxLength: 5 })).map(([prefix, segments]) => `/${[prefix, ...segments].filter((s) => s !== '').join('/')}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);

// ---------------------------------------------------------------- contexts

export const arbRoutingFlags: fc.Arbitrary<RoutingFlags> = fc.record({
  registrationEnabled: fc.boolean(),
  statisticsEnabled: fc.boolean(),
  identificationEnabled: fc.boolean(),
  confirmTermsEnabled: fc.boolean(),
  promoBonusToOffer: fc.boolean(),
  thirdPartyHasFirstDepositRedirect: fc.boolean(),
  useRechargeModal: fc.boolean(),
  paymentOnlyForAuthorized: fc.boolean(),
  isProduction: fc.boolean(),
});

export const arbRoutingConfig: fc.Arbitrary<RoutingConfig> = fc.record({
  flags: arbRoutingFlags,
  availableRoutes: fc.subarray([72, 47, 48, 1788]).map((ids) => new Set(ids)),
  notFoundFragments: fc.subarray(['wp-admin', 'secret', '.php', 'hidden/page']),
  afterSignInRedirects: fc.constantFrom<Readonly<Record<string, string>>>({}, { 'user.login': 'office.account' }, { 'registration': 'office.recharge' }),
  mobileHost: fc.constantFrom(null, 'https://m.site.example', 'not a url'),
});

export const arbSession: fc.Arbitrary<SessionState> = fc.oneof(
  fc.constant(guestSession),
  fc.record({
    signedIn: fc.boolean(),
    banLevel: fc.constantFrom(0, 0, 0, 1, 45, 53),
    banVersion: fc.constantFrom(0, 1, 2),
    termsChanged: fc.boolean(),
    pendingIdentification: fc.boolean(),
    dataAfterRegistration: fc.boolean(),
  }),
);

/** The games catalogue's legacy lookup: a fixed table (including awkward answers) turned into a pure function. */
const arbResolver: fc.Arbitrary<NavigationContext['resolveLegacyGame']> = fc
  .array(fc.tuple(fc.constantFrom('old-fortuna', 'book', 'sample', 'x', 'a'), fc.constantFrom('fortuna-bonus', 'book-of-ra', '//evil.com', '../..', 'a b', '')), { maxLength: 4 })
  .map((entries) => {
    const table = new Map<string, string>(entries);
    const resolve = (route: string) => table.get(route);
    resolve.toString = () => `resolveLegacyGame(${JSON.stringify([...table])})`;
    return resolve;
  });

/** Any navigation context: languages, config, maintenance, blocking, session, guards, platform, catalogue. */
export const arbNavigationContext: fc.Arbitrary<NavigationContext> = fc.record({
  language: arbLanguageContext,
  config: arbRoutingConfig,
  maintenance: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  blockingReason: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(1, 2, 3, 4, 5, 7, 8, 13, 14, 16, 17) }),
  session: arbSession,
  navigationBlocked: fc.oneof({ weight: 6, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  remoteAppGuards: fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(fc.boolean(), { maxLength: 3 }) }),
  platform: fc.record({ touchMacIpadOnDesktop: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }) }),
  resolveLegacyGame: arbResolver,
});

/** A request: a URL and, for a browser navigation, the current URL. */
export const arbNavigationRequest: fc.Arbitrary<NavigationRequest> = fc.record(
  { url: arbUrl, currentUrl: fc.oneof(fc.constant(undefined), arbRouteUrl, fc.constantFrom('/en/office/account', '/en/casino', '//evil.com')) },
  { requiredKeys: ['url'] },
);

/**
 * A context and a request in it: half of the requests are re-prefixed with one of the context's available
 * languages, so that the guards behind the language rule are reached often.
 */
export const arbNavigationCase: fc.Arbitrary<readonly [NavigationRequest, NavigationContext]> = fc
  .tuple(arbNavigationRequest, arbNavigationContext, fc.boolean(), fc.nat())
  .map(([request, context, reprefix, pick]) => {
    if (!reprefix || !request.url.startsWith('/') || request.url.startsWith('//')) return [request, context] as const;
    const lng = context.language.available[pick % context.language.available.length] ?? 'en';
    const [, first = '', ...rest] = request.url.split('/');
    const tail = /^[a-zA-Z]{2}$|^xx-unknown$/.test(first) ? rest : [first, ...rest];
    return [{ ...request, url: `/${[lng, ...tail].join('/')}` }, context] as const;
  });

/** The seed's routing config, for suites that need a plain one. */
export const seedRoutingConfig: RoutingConfig = defaultRoutingConfig();
