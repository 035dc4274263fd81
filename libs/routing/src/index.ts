// rules
export { FALLBACK_LANGUAGE, acceptedLanguages, chooseLanguage, isLanguageSegment, visibleLanguageCodes } from './rules/language';
export { matchRoute, pathSegments } from './rules/match-route';
export { decideNavigation } from './rules/decide-navigation';
export { routeTable } from './rules/route-table';
export { pathInLanguage } from './rules/replace-language';

// types
export type { LanguageAvailability, LanguageChoiceInput } from './rules/language';
export type { RouteMatch } from './rules/match-route';
export type { NavigationDecision, NavigationRequest } from './rules/decide-navigation';
export type { Layout, RouteDefinition, RouteId } from './rules/route-table';
