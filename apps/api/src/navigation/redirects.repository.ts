import { NO_REDIRECT, isSameOriginPath, type RedirectLightResponse } from '@betting/contracts';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { LNG_TOKEN, isPathPattern, pathSegmentsOf, splitUrl, usesLanguageToken } from './rules/path-pattern';
import { resolveRedirect, type RedirectRule } from './rules/redirects';

/** Why a redirect rule cannot be used, or null when it can. Checked when a rule is written and again when it is read. */
export function redirectRuleProblem(rule: Pick<RedirectRule, 'fromPath' | 'toPath'>): string | null {
  if (!isPathPattern(rule.fromPath)) return `from_path ${JSON.stringify(rule.fromPath)} is not a path pattern (/…, {lng} only as the first segment, no query)`;
  const target = splitUrl(rule.toPath);
  const tokenAt = pathSegmentsOf(target.path).indexOf(LNG_TOKEN);
  if (tokenAt > 0 || `${target.query}${target.hash}`.includes(LNG_TOKEN)) return `to_path ${JSON.stringify(rule.toPath)} may use {lng} only as its first segment`;
  if (tokenAt === 0 && !usesLanguageToken(rule.fromPath)) return `to_path uses {lng} but from_path ${JSON.stringify(rule.fromPath)} has no {lng} to take it from`;
  const withoutToken = tokenAt === 0 ? target.path.replace(LNG_TOKEN, '') : target.path;
  if (/[{}]/.test(`${withoutToken}${target.query}${target.hash}`)) return `to_path ${JSON.stringify(rule.toPath)} may hold braces only as the {lng} segment`;
  if (!isSameOriginPath(rule.toPath.replace(LNG_TOKEN, 'en'))) return `to_path ${JSON.stringify(rule.toPath)} is not a path on this site`;
  return null;
}

export const RedirectRuleInputSchema = z
  .object({
    fromPath: z.string(),
    match: z.enum(['exact', 'prefix']).default('exact'),
    toPath: z.string(),
    code: z.union([z.literal(301), z.literal(302)]).default(301),
    reason: z.string().default(''),
    active: z.boolean().default(true),
  })
  .superRefine((rule, context) => {
    const problem = redirectRuleProblem(rule);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
export type RedirectRuleInput = z.input<typeof RedirectRuleInputSchema>;

/** Writes one redirect rule after checking it (same-origin target, well-formed patterns). Returns its id. */
export async function insertRedirectRule(db: Queryable, input: RedirectRuleInput): Promise<number> {
  const rule = RedirectRuleInputSchema.parse(input);
  const rows = await db.query<{ id: number }>(
    'insert into redirect_rules (from_path, match_kind, to_path, code, reason, active) values ($1, $2, $3, $4, $5, $6) returning id',
    [rule.fromPath, rule.match, rule.toPath, rule.code, rule.reason, rule.active],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert returned no id');
  return id;
}

interface RedirectRuleRow {
  id: number;
  from_path: string;
  match_kind: 'exact' | 'prefix';
  to_path: string;
  code: number;
  reason: string;
}

/** The active rules. A row edited by hand into something unsafe is skipped (and reported through `onInvalid`), never served. */
export async function listActiveRedirectRules(db: Queryable, onInvalid?: (id: number, problem: string) => void): Promise<RedirectRule[]> {
  const rows = await db.query<RedirectRuleRow>('select id, from_path, match_kind, to_path, code, reason from redirect_rules where active order by id');
  const rules: RedirectRule[] = [];
  for (const row of rows) {
    const rule: RedirectRule = { id: row.id, fromPath: row.from_path, match: row.match_kind, toPath: row.to_path, code: row.code === 302 ? 302 : 301, reason: row.reason };
    const problem = redirectRuleProblem(rule);
    if (problem) onInvalid?.(row.id, problem);
    else rules.push(rule);
  }
  return rules;
}

/** The redirects service: the answer of `POST /redirects-api/api/v1/redirect-light` for `url`. */
export async function redirectLight(db: Queryable, url: string, onInvalid?: (id: number, problem: string) => void): Promise<RedirectLightResponse> {
  return redirectLightFrom(() => listActiveRedirectRules(db, onInvalid), url);
}

/** As redirectLight, with the active rules from `rules` (the table or its cache); not asked for a foreign URL. */
export async function redirectLightFrom(rules: () => Promise<readonly RedirectRule[]>, url: string): Promise<RedirectLightResponse> {
  if (!isSameOriginPath(url)) return NO_REDIRECT;
  return resolveRedirect(await rules(), url);
}
