
/** Redirects that depend on the visitor or the config (language, guards) are temporary. */
export const DEFAULT_REDIRECT_STATUS = 302;
/** The bonus ↔ offer swap follows a site setting that an operator may switch back. */
export const BONUS_TO_OFFER_REDIRECT_STATUS = 302;

/** Pages a user with pending identification or data after registration may still open in the office. */
export const PROFILE_COMPLETION_ROUTES: ReadonlySet<string> = new Set([
  'office',
  'office.account',
  'office.identification',
  'office.verification',
  'office.support',
]);

/** The pages the blocking rule sends to. */
export const BLOCKING_PAGES = ['site-updates', 'suspension', 'block', 'block-ua', 'block-ie', 'coming-soon'] as const;
export type BlockingPage = (typeof BLOCKING_PAGES)[number];

/** The page of a blocking reason (spec §2); `undefined` for no reason or a code the spec does not name. */
export function blockingPageFor(reason: number | null): BlockingPage | undefined {
  switch (reason) {
    case 4:
      return 'site-updates';
    case 16:
      return 'suspension';
    case 1:
    case 2:
    case 3:
    case 5:
    case 14:
      return 'block';
    case 13:
      return 'block-ua';
    case 17:
      return 'block-ie';
    case 8:
      return 'coming-soon';
    default:
      return undefined;
  }
}

const BLOCKING_PAGE_IDS: ReadonlySet<string> = new Set(BLOCKING_PAGES);

export function isBlockingPage(routeId: string): boolean {
  return BLOCKING_PAGE_IDS.has(routeId);
}

/** Whether a path holds one of the config's not-found fragments (plain substrings; empty ones never count). */
export type FragmentTest = (path: string) => boolean;

interface CompiledFragments {
  readonly fragments: readonly string[];
  readonly test: FragmentTest;
}

const compiledFragments = new WeakMap<readonly string[], CompiledFragments>();

const REGEXP_SYNTAX = /[.*+?^${}()|[\]\\]/g;

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/**
 * The not-found fragments of a config as one test, built once per list: a single regular expression of the
 * escaped fragments is an order of magnitude faster than a substring search per fragment, on every navigation.
 */
export function notFoundFragmentTest(fragments: readonly string[]): FragmentTest {
  const cached = compiledFragments.get(fragments);
  // the list is compared too, so that one edited in place is not answered from a stale expression
  if (cached && sameList(cached.fragments, fragments)) return cached.test;
  const alternatives = fragments.filter((fragment) => fragment !== '').map((fragment) => fragment.replace(REGEXP_SYNTAX, '\\$&'));
  const pattern = alternatives.length === 0 ? undefined : new RegExp(alternatives.join('|'));
  const test: FragmentTest = pattern === undefined ? () => false : (path) => pattern.test(path);
  compiledFragments.set(fragments, { fragments: [...fragments], test });
  return test;
}
