import { NOT_BLOCKED, type BlockCheckBody, type BlockResult } from '@betting/contracts';
import { matchPathPattern, patternSpecificity, splitUrl } from './path-pattern';

export type BlockAudience = 'all' | 'guests' | 'users';

/** A row of `block_rules`, as the rules read it. */
export interface BlockRule {
  readonly id: number;
  /** null: the whole site; else this path and everything below it (`/{lng}/casino`). */
  readonly urlPrefix: string | null;
  readonly appliesTo: BlockAudience;
  readonly displayTypeId: number;
  readonly templateTypeId: number;
}

function appliesTo(rule: BlockRule, auth: boolean): boolean {
  return rule.appliesTo === 'all' || (rule.appliesTo === 'users') === auth;
}

function specificity(rule: BlockRule): number {
  return (rule.urlPrefix === null ? 0 : 2 + patternSpecificity(rule.urlPrefix) * 2) + (rule.appliesTo === 'all' ? 0 : 1);
}

/**
 * The blocks service's answer: of the rules that cover this visitor and URL, the most specific one wins (a path
 * rule over a site-wide one, a longer path over a shorter, a rule for guests or users over one for all, then the
 * oldest). A more specific rule with displayTypeId 0 therefore lifts a wider block for its pages. No rule: not blocked.
 */
export function matchBlock(rules: readonly BlockRule[], { auth, url }: BlockCheckBody): BlockResult {
  const { path } = splitUrl(url);
  let best: BlockRule | undefined;
  for (const rule of rules) {
    if (!appliesTo(rule, auth)) continue;
    if (rule.urlPrefix !== null && !matchPathPattern(rule.urlPrefix, path, 'prefix')) continue;
    if (!best || specificity(rule) > specificity(best) || (specificity(rule) === specificity(best) && rule.id < best.id)) best = rule;
  }
  return best ? { displayTypeId: best.displayTypeId, templateTypeId: best.templateTypeId } : NOT_BLOCKED;
}

