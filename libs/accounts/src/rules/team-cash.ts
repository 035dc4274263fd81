/** Spec §3: a team-cash payment with status 2 is paid. */
export const TEAM_CASH_PAID_STATUS_ID = 2;
/**
 * Spec §9: the modal cookies expire after 321408000 ms. Kept as written: that is about 3.72 days, while the spec's
 * own gloss says "about 372 days" (which would be 32140800000 ms); the product owner decides which one is meant.
 */
export const TEAM_CASH_COOKIE_MAX_AGE_MS = 321_408_000;
/** Spec §9: at most 2 pages of payments are loaded. */
export const TEAM_CASH_MAX_PAGES = 2;
/** Spec §4, §9: the modal at 3 paid payments (once) and at 4 (activated). */
export const TEAM_CASH_MODAL_AT = { shown: 3, activated: 4 } as const;
/** Our cookie names (the spec names none). */
export const TEAM_CASH_COOKIES = { shown: 'team_cash_modal_shown', activated: 'team_cash_modal_activated' } as const;
export type TeamCashCookie = keyof typeof TEAM_CASH_COOKIES;

/** The record fields the rules read (contracts' TeamCashPayment has them all). */
export interface TeamCashRecord {
  readonly id: number;
  readonly status_id: number;
}

export function isPaidTeamCashPayment(payment: TeamCashRecord): boolean {
  return payment.status_id === TEAM_CASH_PAID_STATUS_ID;
}

/** Paid payments among the loaded pages, each record counted once (pages may overlap when new ones arrive). */
export function paidTeamCashCount(pages: readonly (readonly TeamCashRecord[])[]): number {
  const paid = new Set<number>();
  for (const page of pages) for (const payment of page) if (isPaidTeamCashPayment(payment)) paid.add(payment.id);
  return paid.size;
}

/**
 * The next page to load (pages count from 1), or null: never beyond page 2, nor past the records `total_count`
 * says exist.
 */
export function nextTeamCashPage({ loadedPages, totalCount, pageSize }: { readonly loadedPages: number; readonly totalCount: number | null; readonly pageSize: number }): number | null {
  if (loadedPages >= TEAM_CASH_MAX_PAGES) return null;
  if (totalCount !== null && loadedPages * pageSize >= totalCount) return null;
  return loadedPages + 1;
}

export interface TeamCashModalInput {
  readonly paidCount: number;
  /** The cookies already set (`TEAM_CASH_COOKIES`). */
  readonly cookies: { readonly shown: boolean; readonly activated: boolean };
}

export type TeamCashModalDecision = { readonly show: false } | { readonly show: true; readonly setCookie: TeamCashCookie };

/**
 * Spec §4 "Team-cash modal": at 3 paid payments it shows once and sets the shown cookie; at 4 it shows and sets the
 * activated cookie (once, by that cookie). Any other count shows nothing.
 */
export function teamCashModal({ paidCount, cookies }: TeamCashModalInput): TeamCashModalDecision {
  if (paidCount === TEAM_CASH_MODAL_AT.shown && !cookies.shown) return { show: true, setCookie: 'shown' };
  if (paidCount === TEAM_CASH_MODAL_AT.activated && !cookies.activated) return { show: true, setCookie: 'activated' };
  return { show: false };
}

/** When a team-cash cookie set at `nowMs` expires (ms since the epoch). */
export function teamCashCookieExpiresAt(nowMs: number): number {
  return nowMs + TEAM_CASH_COOKIE_MAX_AGE_MS;
}
