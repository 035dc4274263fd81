import type { RemoteAppResponse } from '@betting/contracts';
import { mayEvaluate } from './origin';

/**
 * What the page already holds, for one page life: each stylesheet, inline style, script and app bootstrap code
 * goes in once: the host injects styles and scripts once.
 */
export interface InjectedAssets {
  /** Stylesheet URLs (`cssToLoad`) already linked. */
  readonly stylesheets: readonly string[];
  /** Inline styles already added, as `appName` + NUL + CSS text. */
  readonly styles: readonly string[];
  /** Script URLs (`scriptsToLoad`) already added. */
  readonly scripts: readonly string[];
  /** Apps whose `codeToEval` has been handled (run, or refused by the allow-list). It runs once per app per page life. */
  readonly evaluatedApps: readonly string[];
}

export const NOTHING_INJECTED: InjectedAssets = { stylesheets: [], styles: [], scripts: [], evaluatedApps: [] };

/** What to add to the page for one answer. Empty lists and nulls mean "nothing to do". */
export interface AssetPlan {
  readonly appName: string;
  /** Where the app came from (for the host's own allow-list check). */
  readonly appOrigin: string | null;
  readonly stylesheets: readonly string[];
  /** Inline CSS to add in a `<style>`, or null. */
  readonly style: string | null;
  readonly scripts: readonly string[];
  /** Code to run once, or null (none, already run, or the origin is not allowed). */
  readonly code: string | null;
  /** The answer had code that the allow-list refused (worth a log line). */
  readonly codeRefused: boolean;
}

export interface EvaluationPolicy {
  /** The app's origin, see `originOf`. */
  readonly appOrigin: string | null;
  /** Origins whose code may run; `defaultAllowList(pageOrigin)` when not configured. */
  readonly allowList: readonly string[];
}

function styleKey(appName: string, css: string): string {
  return `${appName}\u0000${css}`;
}

function fresh(urls: readonly string[], done: readonly string[]): string[] {
  const out: string[] = [];
  for (const url of urls) if (url.trim() !== '' && !done.includes(url) && !out.includes(url)) out.push(url);
  return out;
}

/** The part of `response` the page does not hold yet. */
export function planAssets(response: RemoteAppResponse, injected: InjectedAssets, policy: EvaluationPolicy): AssetPlan {
  const css = response.style.trim() === '' ? null : response.style;
  const hasCode = response.codeToEval.trim() !== '';
  const codeDue = hasCode && !injected.evaluatedApps.includes(response.appName);
  const allowed = policy.appOrigin !== null && mayEvaluate(policy.appOrigin, policy.allowList);
  return {
    appName: response.appName,
    appOrigin: policy.appOrigin,
    stylesheets: fresh(response.cssToLoad, injected.stylesheets),
    style: css !== null && !injected.styles.includes(styleKey(response.appName, css)) ? css : null,
    scripts: fresh(response.scriptsToLoad, injected.scripts),
    code: codeDue && allowed ? response.codeToEval : null,
    codeRefused: codeDue && !allowed,
  };
}

/** True when the plan adds nothing. */
export function isEmptyPlan(plan: AssetPlan): boolean {
  return plan.stylesheets.length === 0 && plan.style === null && plan.scripts.length === 0 && plan.code === null;
}

/** `injected` after the plan is carried out (refused code counts as handled: it is never tried again). */
export function withPlanApplied(injected: InjectedAssets, plan: AssetPlan): InjectedAssets {
  const handledCode = plan.code !== null || plan.codeRefused;
  return {
    stylesheets: [...injected.stylesheets, ...plan.stylesheets],
    styles: plan.style === null ? injected.styles : [...injected.styles, styleKey(plan.appName, plan.style)],
    scripts: [...injected.scripts, ...plan.scripts],
    evaluatedApps: handledCode && !injected.evaluatedApps.includes(plan.appName) ? [...injected.evaluatedApps, plan.appName] : injected.evaluatedApps,
  };
}
