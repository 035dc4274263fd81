/**
 * The routing decision under load: decisions per second over 10,000 generated URLs (route URLs with valid and
 * invalid params, typed paths, hostile URLs, random strings) against a context of realistic size.
 */
import fc from 'fast-check';
import { Bench } from 'tinybench';
import { decideNavigation, defaultNavigationContext, defaultRoutingConfig, signedInSession } from '@betting/routing';
import type { NavigationContext } from '@betting/routing';
import { arbUrl } from '@betting/routing/testing';

export const URL_COUNT = 10_000;

/** 10,000 URLs, the same on every run (fixed seed). */
export const benchUrls: readonly string[] = fc.sample(arbUrl, { numRuns: URL_COUNT, seed: 42 });

const LANGUAGES = ['en', 'ru', 'de', 'uk', 'kk', 'es', 'pt', 'tr', 'fr', 'it', 'pl', 'az', 'uz', 'hy', 'ka', 'ro', 'bg', 'el', 'fi', 'sv'];
const legacyGames = new Map<string, string>(Array.from({ length: 2_000 }, (_, index) => [`old-game-${index}`, `game-${index}`] as const));

/** A signed-in visitor on a site with 20 languages, 200 route-availability ids, 20 404 fragments, 30 after-sign-in mappings. */
export const benchContext: NavigationContext = defaultNavigationContext(
  { available: LANGUAGES, cookieLanguage: 'ru', acceptLanguage: 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', configDefault: 'en' },
  {
    session: signedInSession,
    config: defaultRoutingConfig({
      availableRoutes: new Set(Array.from({ length: 200 }, (_, index) => index + 1)),
      notFoundFragments: Array.from({ length: 20 }, (_, index) => `/hidden-${index}`),
      afterSignInRedirects: Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`route.${index}`, 'office.account'])),
      mobileHost: 'https://m.site.example',
      flags: { promoBonusToOffer: true, useRechargeModal: true },
    }),
    remoteAppGuards: [true, true, true],
    resolveLegacyGame: (route) => legacyGames.get(route),
  },
);

/** Runs the routing benchmark and returns decisions per second (mean over the passes). */
export async function runRoutingBench(time: number): Promise<{ readonly bench: Bench; readonly decisionsPerSecond: number }> {
  let sink = 0;
  // A decision that throws fails the run instead of printing NaN decisions/s.
  const bench = new Bench({ name: 'routing', time, throws: true });
  bench.add(`decideNavigation × ${URL_COUNT.toLocaleString('en')} URLs`, () => {
    for (const url of benchUrls) sink ^= decideNavigation({ url, currentUrl: '/ru/casino' }, benchContext).kind.length;
  });
  await bench.run();
  const result = bench.tasks[0]?.result;
  const period = result && 'period' in result ? result.period : Number.NaN;
  if (sink === -1) console.log('unreachable');
  return { bench, decisionsPerSecond: URL_COUNT / (period / 1000) };
}
