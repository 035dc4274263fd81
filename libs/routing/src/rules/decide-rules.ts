
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
