import { CasinoGameResponseSchema, CasinoPaths } from '@betting/contracts';
import { legacyGameRouteOf, type NavigationContext } from '@betting/routing';
import { apiRequest, isApiFailure } from '../api/api';

/** How long an answer of the catalogue about a legacy route is reused (the catalogue changes with a new release). */
export const LEGACY_GAME_CACHE_MS = 5 * 60_000;

export interface LegacyGameLookupDeps {
  /** The game's current route R for a route or old route, undefined when the catalogue has no such game; throws when it cannot tell. */
  readonly currentRouteOf: (route: string) => Promise<string | undefined>;
  readonly now: () => number;
  readonly cacheMs?: number;
}

/**
 * The browser's half of spec §2's legacy game routes: the catalogue's answer (found or not) for a route, kept for a
 * short while so going back and forth asks once; one question in flight per route; a failure is not kept (the next
 * navigation asks again). Routes compare case-insensitively, as the catalogue does.
 */
export function createLegacyGameLookup({ currentRouteOf, now, cacheMs = LEGACY_GAME_CACHE_MS }: LegacyGameLookupDeps): (route: string) => Promise<string | undefined> {
  const answers = new Map<string, { readonly at: number; readonly answer: Promise<string | undefined> }>();
  return (route) => {
    const key = route.toLowerCase();
    const kept = answers.get(key);
    if (kept && now() - kept.at < cacheMs) return kept.answer;
    const answer = currentRouteOf(route);
    answers.set(key, { at: now(), answer });
    answer.catch(() => {
      if (answers.get(key)?.answer === answer) answers.delete(key);
    });
    return answer;
  };
}

/** Asks the catalogue's game-by-route call (a current or an old route); 404 means no such game. */
export async function catalogueCurrentRoute(route: string): Promise<string | undefined> {
  try {
    const { game } = await apiRequest({ method: 'GET', path: CasinoPaths.gameByRoute(route), schema: CasinoGameResponseSchema });
    return game.route;
  } catch (failure) {
    if (isApiFailure(failure) && failure.kind === 'http' && failure.status === 404) return undefined;
    throw failure;
  }
}

/** The site's lookup: the catalogue over the API, answers kept for LEGACY_GAME_CACHE_MS. */
export const lookupLegacyGame = createLegacyGameLookup({ currentRouteOf: catalogueCurrentRoute, now: () => Date.now() });

/**
 * libs/routing's synchronous `resolveLegacyGame` for one navigation: when the URL is a legacy game route, the
 * catalogue's answer for the route it names (asked now); any other route, or no answer (network), resolves to nothing,
 * which leads to the games index as spec §2 says.
 */
export async function legacyGameResolverFor(url: string, lookup: (route: string) => Promise<string | undefined> = lookupLegacyGame): Promise<NavigationContext['resolveLegacyGame']> {
  const legacyRoute = legacyGameRouteOf(url);
  if (legacyRoute === undefined) return () => undefined;
  const current = await lookup(legacyRoute).catch((error: unknown) => {
    console.warn('legacy game lookup failed', error);
    return undefined;
  });
  return (route) => (route === legacyRoute ? current : undefined);
}
