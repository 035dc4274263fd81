import { nextTeamCashPage, paidTeamCashCount, TEAM_CASH_COOKIES, teamCashCookieExpiresAt, teamCashModal, isPaidTeamCashPayment, type TeamCashCookie } from '@betting/accounts';
import { AccountsPaths, TEAM_CASH_PAGE_SIZE, TeamCashPaymentsResponseSchema, type TeamCashPayment, type TeamCashPaymentsResponse } from '@betting/contracts';
import { systemClock, type Clock } from '@betting/kernel';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $userId, signedIn, signedOut } from '../../entities/session/session-state';
import { apiRequest } from '../../shared/api/api';
import { readCookie, writeCookie } from '../../shared/lib/cookies';

/** Why the modal is open: the rule's decision at 3 or 4 paid payments, or the person asked for it (`?modal=team-cash`). */
export type TeamCashModalReason = TeamCashCookie | 'requested';

interface PageQuery {
  readonly userId: number;
  readonly page: number;
}
type LoadedPage = TeamCashPaymentsResponse & PageQuery;
export interface TeamCashCookieWrite {
  readonly cookie: TeamCashCookie;
  readonly expiresAtMs: number;
  readonly nowMs: number;
}

/**
 * Team cash (spec §4, §9): for a signed-in person, load their cash-agent payments (at most 2 pages), count the paid
 * ones, and let libs/accounts' rule decide: at 3 the modal shows once, at 4 it shows as "activated"; each sets its
 * cookie for 321 408 000 ms. Starts when `teamCashStarted` fires and follows the session after that.
 */
export const teamCashStarted = createEvent();
export const modalRequested = createEvent();
export const modalClosed = createEvent();

export const $clock = createStore<Clock>(systemClock, { serialize: 'ignore' });
export const loadTeamCashPageFx = createEffect(
  async (query: PageQuery): Promise<LoadedPage> => ({
    ...query,
    ...(await apiRequest({ method: 'GET', path: AccountsPaths.teamCashPayments, query: { page: query.page }, schema: TeamCashPaymentsResponseSchema })),
  }),
);
export const readTeamCashCookiesFx = createEffect(() => ({ shown: readCookie(TEAM_CASH_COOKIES.shown) !== undefined, activated: readCookie(TEAM_CASH_COOKIES.activated) !== undefined }));
export const writeTeamCashCookieFx = createEffect((write: TeamCashCookieWrite) => writeCookie(TEAM_CASH_COOKIES[write.cookie], '1', write));
const setCookieFx = attach({
  source: $clock,
  effect: writeTeamCashCookieFx,
  mapParams: (cookie: TeamCashCookie, clock): TeamCashCookieWrite => ({ cookie, nowMs: clock.now(), expiresAtMs: teamCashCookieExpiresAt(clock.now()) }),
});

const $started = createStore(false).on(teamCashStarted, () => true);
/** The person whose payments are (being) loaded; a second signedIn of the same person loads nothing again. */
const $checkedUserId = createStore<number | null>(null).reset(signedOut);
export const $pages = createStore<readonly (readonly TeamCashPayment[])[]>([]).reset(signedOut);
const $totalCount = createStore<number | null>(null).reset(signedOut);
export const $loading = createStore(false).reset(signedOut);
export const $modalReason = createStore<TeamCashModalReason | null>(null).reset(modalClosed, signedOut);
/** The paid payments among the loaded pages, each once, newest first as the API lists them. */
export const $paidPayments = $pages.map((pages) => {
  const byId = new Map<number, TeamCashPayment>();
  for (const payment of pages.flat()) if (isPaidTeamCashPayment(payment) && !byId.has(payment.id)) byId.set(payment.id, payment);
  return [...byId.values()];
});

const checkStarted = createEvent<number>();
const pagesLoaded = createEvent();

sample({ clock: teamCashStarted, source: $userId, filter: (userId): userId is number => userId !== null, target: checkStarted });
sample({ clock: signedIn, source: $started, filter: (started) => started, fn: (_, userId) => userId, target: checkStarted });
// The person asked for the modal before anything was loaded: load now (the rule still decides about its cookies).
sample({ clock: modalRequested, source: $userId, filter: (userId): userId is number => userId !== null, target: checkStarted });
sample({ clock: modalRequested, source: $userId, filter: (userId) => userId !== null, fn: (): TeamCashModalReason => 'requested', target: $modalReason });

const checkFor = sample({ clock: checkStarted, source: $checkedUserId, filter: (checked, userId) => checked !== userId, fn: (_, userId) => userId });
sample({ clock: checkFor, target: $checkedUserId });
sample({ clock: checkFor, fn: () => [], target: $pages });
sample({ clock: checkFor, fn: () => null, target: $totalCount });
sample({ clock: checkFor, fn: () => true, target: $loading });
sample({ clock: checkFor, fn: (userId) => ({ userId, page: 1 }), target: loadTeamCashPageFx });

// An answer for someone who has signed out (or for another person) since it was asked is dropped.
const pageArrived = sample({ clock: loadTeamCashPageFx.doneData, source: $checkedUserId, filter: (userId, loaded) => loaded.userId === userId, fn: (_, loaded) => loaded });
sample({ clock: pageArrived, source: $pages, fn: (pages, loaded) => [...pages, loaded.entities], target: $pages });
sample({ clock: pageArrived, fn: (loaded) => loaded.total_count, target: $totalCount });
const nextPage = sample({
  clock: pageArrived,
  source: { pages: $pages, totalCount: $totalCount },
  fn: ({ pages, totalCount }, loaded) => ({ userId: loaded.userId, page: nextTeamCashPage({ loadedPages: pages.length, totalCount, pageSize: TEAM_CASH_PAGE_SIZE }) }),
});
sample({ clock: nextPage, filter: (next): next is PageQuery => next.page !== null, target: loadTeamCashPageFx });
sample({ clock: nextPage, filter: (next) => next.page === null, fn: () => undefined, target: pagesLoaded });
// A page that fails to load shows nothing this time (the modal is a thank-you, not a must).
sample({ clock: [pagesLoaded, loadTeamCashPageFx.fail], fn: () => false, target: $loading });

sample({ clock: pagesLoaded, target: readTeamCashCookiesFx });
const decided = sample({ clock: readTeamCashCookiesFx.doneData, source: $pages, fn: (pages, cookies) => teamCashModal({ paidCount: paidTeamCashCount(pages), cookies }) });
const shows = sample({ clock: decided, filter: (decision) => decision.show, fn: (decision) => (decision.show ? decision.setCookie : 'shown') });
sample({ clock: shows, target: setCookieFx });
sample({ clock: shows, target: $modalReason });
