// rules
export { FALLBACK_LANGUAGE, acceptedLanguages, chooseLanguage, isLanguageSegment, visibleLanguageCodes } from './rules/language';
export { lookupRoute, matchRoute, pathSegments } from './rules/match-route';
export { NAVIGATION_MIDDLEWARE, ROUTE_MIDDLEWARE_NAMES, decideNavigation } from './rules/decide-navigation';
export { afterSignInTarget } from './rules/after-sign-in';
export { legacyGameRouteOf } from './rules/legacy-game';
export { hasPage, isRouteId, routeById, routeTable, shellRoutes } from './rules/route-table';
export { HOME_TYPES } from './rules/routes/main';
export { pathFor } from './rules/path-for';
export { pageSearchRule, pageSearchRules, shellSearchRule } from './rules/page-search';
export { blockingReason } from './rules/blocking-reason';
export { maintenanceMessageLanguage } from './rules/maintenance-language';
export { hidesModals, scrollsToTop } from './rules/route-change';
export { pathInLanguage } from './rules/replace-language';
export { safeReturnPath, splitUrl } from './rules/safe-path';
export { BLOCKING_PAGES, blockingPageFor } from './rules/decide-rules';
export {
  BONUS_GAME_ROUTES,
  FORGOT_PASSWORD_QUERY_KEY,
  MODAL_QUERY_KEY,
  PLATFORM_QUERY_KEY,
  ROUTE_AVAILABILITY,
  STATE_QUERY_KEY,
  deduceBanLevel,
} from './rules/constants';
export { defaultNavigationContext, defaultRoutingConfig, defaultRoutingFlags, guestSession, routingConfigFromJson, signedInSession } from './rules/defaults';

// types
export type { LanguageAvailability, LanguageChoiceInput } from './rules/language';
export type { RouteLookup, RouteMatch } from './rules/match-route';
export type { DecideOptions } from './rules/decide-navigation';
export type { AfterSignInInput } from './rules/after-sign-in';
export type { RouteId } from './rules/route-table';
export type { RawSearch, SearchRouteId, SearchRule } from './rules/page-search';
export type { BlockingPage } from './rules/decide-rules';
export type { UrlParts } from './rules/safe-path';
export type { RouteChange } from './rules/route-change';
export type {
  Layout,
  ModalKey,
  NavigationContext,
  NavigationDecision,
  NavigationRequest,
  ParamRule,
  ParamSchemas,
  RedirectRule,
  RouteDefinition,
  RouteEnabler,
  RouteMeta,
  RoutingConfig,
  RoutingFlags,
  SessionState,
} from './rules/types';

// rules: idle prefetch (spec §9)
export { IDLE_PREFETCH_TIMEOUT_MS, mayPrefetchOnIdle } from './rules/prefetch';
export type { ConnectionHints } from './rules/prefetch';
