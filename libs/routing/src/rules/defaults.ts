import type { RoutingConfigJson } from '@betting/contracts';
import { ROUTE_AVAILABILITY } from './constants';
import type { LanguageChoiceInput } from './language';
import type { NavigationContext, RoutingConfig, RoutingFlags, SessionState } from './types';

/** The flags of a freshly seeded site: a production build with registration and statistics on. */
export const defaultRoutingFlags: RoutingFlags = {
  registrationEnabled: true,
  statisticsEnabled: true,
  identificationEnabled: false,
  confirmTermsEnabled: true,
  promoBonusToOffer: false,
  thirdPartyHasFirstDepositRedirect: false,
  useRechargeModal: false,
  paymentOnlyForAuthorized: false,
  isProduction: true,
};

/** A fresh routing config (the seed's values); `overrides` replace whole fields, `flags` are merged. */
export function defaultRoutingConfig(overrides: Partial<Omit<RoutingConfig, 'flags'>> & { readonly flags?: Partial<RoutingFlags> } = {}): RoutingConfig {
  const { flags, ...rest } = overrides;
  return {
    availableRoutes: new Set<number>(Object.values(ROUTE_AVAILABILITY)),
    notFoundFragments: [],
    afterSignInRedirects: {},
    mobileHost: null,
    ...rest,
    flags: { ...defaultRoutingFlags, ...flags },
  };
}

/** A visitor who is not signed in. */
export const guestSession: SessionState = {
  signedIn: false,
  banLevel: 0,
  banVersion: 0,
  termsChanged: false,
  pendingIdentification: false,
  dataAfterRegistration: false,
};

/** A signed-in user in good standing. */
export const signedInSession: SessionState = { ...guestSession, signedIn: true };

/**
 * A navigation context for a first load by a guest with no blocking, maintenance or guards: what the server
 * starts from before it reads cookies, the blocks service and the session. Fields in `overrides` win.
 */
export function defaultNavigationContext(language: LanguageChoiceInput, overrides: Partial<Omit<NavigationContext, 'language'>> = {}): NavigationContext {
  return {
    language,
    config: defaultRoutingConfig(),
    maintenance: false,
    blockingReason: null,
    session: guestSession,
    navigationBlocked: false,
    remoteAppGuards: [],
    platform: { touchMacIpadOnDesktop: false },
    resolveLegacyGame: () => undefined,
    ...overrides,
  };
}

/** The routing config as `config/all.json` carries it (JSON arrays) → as the decision reads it. */
export function routingConfigFromJson(json: RoutingConfigJson): RoutingConfig {
  return { ...json, availableRoutes: new Set(json.availableRoutes) };
}
