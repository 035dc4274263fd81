import { isSameOriginPath, NO_REDIRECT, type Breadcrumb, type RedirectCode, type RedirectLightResponse } from '@betting/contracts';
import { LNG_TOKEN, fillPathPattern, formatUrl, joinQueries, matchPathPattern, normalizePath, patternSpecificity, splitUrl, type MatchKind, type SplitUrl } from './path-pattern';

/** A row of `redirect_rules`, as the rules read it. */
export interface RedirectRule {
  readonly id: number;
  /** `/{lng}/promo/welcome-2023`, `/old-news`: see path-pattern.ts. */
  readonly fromPath: string;
  readonly match: MatchKind;
  /** `/{lng}/promotions/welcome`; may carry its own query. Always a same-origin path. */
  readonly toPath: string;
  readonly code: RedirectCode;
  readonly reason: string;
}

/** A chain of redirect rules is followed for at most this many hops (the routing lib allows 5 hops without a loop). */
export const MAX_REDIRECT_HOPS = 5;

function byPrecedence(left: RedirectRule, right: RedirectRule): number {
  if (left.match !== right.match) return left.match === 'exact' ? -1 : 1;
  return patternSpecificity(right.fromPath) - patternSpecificity(left.fromPath) || left.id - right.id;
}

/** Exact rules before prefix rules, the most specific prefix first, then the oldest rule. */
export function orderRedirectRules(rules: readonly RedirectRule[]): RedirectRule[] {
  return [...rules].sort(byPrecedence);
}

function firstHop(ordered: readonly RedirectRule[], current: SplitUrl): { rule: RedirectRule; target: SplitUrl } | undefined {
  for (const rule of ordered) {
    const match = matchPathPattern(rule.fromPath, current.path, rule.match);
    if (!match) continue;
    const filled = fillPathPattern(rule.toPath, match);
    if (filled.path.includes(LNG_TOKEN)) continue; // a target with {lng} from a source without it: nothing to fill in
    // The request's query travels with it; the target's own query comes first.
    const target = { path: filled.path, query: joinQueries(filled.query, current.query), hash: filled.hash || current.hash };
    if (isSameOriginPath(formatUrl(target))) return { rule, target };
  }
  return undefined;
}

/**
 * The redirects service's answer for `url`: follows matching rules (up to MAX_REDIRECT_HOPS, stopping before a
 * hop that would come back to a path already visited), keeps the query, and answers 301 only when every hop
 * was permanent. A URL that is not a same-origin path never redirects.
 */
export function resolveRedirect(rules: readonly RedirectRule[], url: string): RedirectLightResponse {
  if (!isSameOriginPath(url)) return NO_REDIRECT;
  const ordered = orderRedirectRules(rules);
  let current = splitUrl(url);
  const visited = new Set([normalizePath(current.path)]);
  const hops: { rule: RedirectRule; url: string }[] = [];
  while (hops.length < MAX_REDIRECT_HOPS) {
    const hop = firstHop(ordered, current);
    if (!hop || visited.has(normalizePath(hop.target.path))) break;
    visited.add(normalizePath(hop.target.path));
    hops.push({ rule: hop.rule, url: formatUrl(hop.target) });
    current = hop.target;
  }
  const last = hops.at(-1);
  if (!last) return NO_REDIRECT;
  const reasons = hops.map((hop) => hop.rule.reason || `redirect rule ${hop.rule.id}`);
  const breadcrumbs: Breadcrumb[] = hops.map((hop, index) => ({ title: reasons[index] ?? '', url: hop.url }));
  return {
    redirect: true,
    code: hops.every((hop) => hop.rule.code === 301) ? 301 : 302,
    url: last.url,
    reasons,
    breadcrumbs,
  };
}
