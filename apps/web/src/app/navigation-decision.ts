import { pageSearchRule, shellSearchRule } from '@betting/routing';
import type { AnyRoute } from '@tanstack/react-router';

// The routing library's decision as a chunk of its own (app/router.tsx loads it with the navigation context).
export { decideNavigation } from '@betting/routing';

/** Puts the routing library's query rules on the language route and its page routes (whose types have them already). */
export function attachQueryRules(languageRoute: AnyRoute): void {
  languageRoute.options.validateSearch = shellSearchRule;
  for (const route of languageRoute.children as readonly AnyRoute[]) {
    const rule = pageSearchRule(String(route.options.staticData?.routeId));
    if (rule) route.options.validateSearch = rule;
  }
}
