import { MAINTENANCE_COOKIE, type ConfigAllResponse } from '@betting/contracts';
import { guestSession, routingConfigFromJson, visibleLanguageCodes, type NavigationContext, type SessionState } from '@betting/routing';
import { checkBlocking } from '../api/blocking-check';
import { bootstrapData } from '../bootstrap/bootstrap-data';
import { readCookie } from '../lib/cookies';

/** A touch-capable Mac reporting itself as desktop: an iPad in desktop mode (spec §2, platform_type=mobile). */
function isTouchMacIpad(): boolean {
  return /Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1;
}

export interface BrowserNavigationInput {
  readonly config: ConfigAllResponse;
  /** The page asked for (path, query, hash). */
  readonly url: string;
  readonly maintenanceActive: boolean;
  readonly session?: SessionState;
}

/**
 * The catalogue's answer for a legacy game URL (spec §2), as libs/routing's synchronous resolver. Its code is a chunk
 * of its own, fetched alongside the block check, so the first JavaScript carries only this call.
 */
const legacyGameResolverFor = (url: string): Promise<NavigationContext['resolveLegacyGame']> =>
  import('./legacy-game').then(
    (legacy) => legacy.legacyGameResolverFor(url),
    () => () => undefined,
  );

/**
 * What the routing library needs to decide a navigation in this browser: the loaded config, the maintenance
 * state, and the blocks service's answer for the page asked for,
 * and the games catalogue's for a legacy game URL.
 */
export async function browserNavigationContext({ config, url, maintenanceActive, session = guestSession }: BrowserNavigationInput): Promise<NavigationContext> {
  const [blocking, resolveLegacyGame] = await Promise.all([checkBlocking(url, session.signedIn), legacyGameResolverFor(url)]);
  return {
    language: {
      cookieLanguage: readCookie('lng'),
      acceptLanguage: navigator.languages.join(','),
      configDefault: config.siteConfig.lng,
      // `ua` is httpOnly: the server says in the bootstrap data whether the visitor has one.
      available: visibleLanguageCodes(config.languages, session.signedIn || bootstrapData().hasSession),
    },
    config: routingConfigFromJson(config.routing),
    maintenance: maintenanceActive || readCookie(MAINTENANCE_COOKIE) === '1' || blocking.failed,
    blockingReason: blocking.reason,
    session,
    navigationBlocked: false,
    remoteAppGuards: [],
    platform: { touchMacIpadOnDesktop: isTouchMacIpad() },
    // The games catalogue's answer for the legacy game route this URL names, if it names one.
    resolveLegacyGame,
  };
}
