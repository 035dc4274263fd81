import { writeOp, type StorageKey, type StorageOp } from './storage';

/**
 * The age notice (spec §4, §8, §9): a warning modal titled proof_of_age_popup_title, shown unless accepted.
 * Acceptance is kept 3 days (local storage `age_accepted_at`, the time of acceptance) or, in session mode, for
 * the browser session (session storage `age_accepted_session`).
 */
export const AGE_ACCEPTANCE_MS = 259_200_000;

/**
 * Acceptance also sets a strictly necessary cookie with the same lifetime (3 days, or the browser session in session
 * mode), so the server knows it: it draws the notice into the first HTML of a visitor without it, and never for one
 * who has it. The cookie alone also counts as accepted (an acceptance made by the no-script form, which only the
 * server could record).
 */
export const AGE_ACCEPTED_COOKIE = 'age_accepted' satisfies StorageKey;
export const AGE_ACCEPTANCE_SECONDS = AGE_ACCEPTANCE_MS / 1000;

/** The server's reading of the cookie: accepted when it is there (the browser drops it when it expires). */
export function isAgeAcceptedByCookie(cookie: string | undefined): boolean {
  return cookie === '1';
}

export interface AgeAcceptance {
  /** When the notice was last accepted (ms since the epoch), or null. */
  readonly acceptedAt: number | null;
  /** Accepted in session mode during this browser session. */
  readonly forSession: boolean;
  /** The acceptance cookie is there (set with the acceptance, or by the server's no-script form). */
  readonly byCookie?: boolean;
}

export const NO_AGE_ACCEPTANCE: AgeAcceptance = { acceptedAt: null, forSession: false };

/** The stored acceptance; bad values count as none. */
export function readAgeAcceptance(read: (key: StorageKey) => string | undefined): AgeAcceptance {
  const at = read('age_accepted_at')?.trim();
  const acceptedAt = at !== undefined && /^\d{1,16}$/.test(at) ? Number(at) : null;
  const byCookie = isAgeAcceptedByCookie(read(AGE_ACCEPTED_COOKIE));
  return { acceptedAt: acceptedAt !== null && Number.isSafeInteger(acceptedAt) ? acceptedAt : null, forSession: read('age_accepted_session') === '1', ...(byCookie ? { byCookie } : {}) };
}

/**
 * Accepted at `now`: in this session (session mode), or less than 3 days ago. An acceptance dated in the future
 * (a clock set back) does not count: the notice shows again rather than for longer than 3 days.
 */
export function isAgeAccepted(acceptance: AgeAcceptance, now: number): boolean {
  if (acceptance.forSession || acceptance.byCookie === true) return true;
  if (acceptance.acceptedAt === null) return false;
  const age = now - acceptance.acceptedAt;
  return age >= 0 && age < AGE_ACCEPTANCE_MS;
}

/** Shown at start when the site has the notice and it is not accepted. */
export function isAgeNoticeVisible({ acceptance, now, enabled = true }: { readonly acceptance: AgeAcceptance; readonly now: number; readonly enabled?: boolean }): boolean {
  return enabled && !isAgeAccepted(acceptance, now);
}

/** The acceptance cookie, kept `maxAgeSeconds` (null: for the browser session). */
const cookieOp = (maxAgeSeconds: number | null): StorageOp => ({ kind: 'write', key: AGE_ACCEPTED_COOKIE, value: '1', maxAgeSeconds });

/** What accepting at `now` stores: the spec's storage, and the cookie with the same lifetime. */
export function ageAcceptanceOps(now: number, sessionOnly: boolean): readonly StorageOp[] {
  return sessionOnly ? [writeOp('age_accepted_session', '1'), cookieOp(null)] : [writeOp('age_accepted_at', String(now)), cookieOp(AGE_ACCEPTANCE_SECONDS)];
}

/**
 * At start: an acceptance kept in storage but without its cookie (made before the cookie existed) gets the cookie for
 * what is left of it, so the server stops drawing the notice; nothing when the cookie is there or nothing is accepted.
 */
export function ageCookieCatchUpOps(acceptance: AgeAcceptance, now: number): readonly StorageOp[] {
  if (acceptance.byCookie === true) return [];
  if (acceptance.forSession) return [cookieOp(null)];
  if (acceptance.acceptedAt === null || !isAgeAccepted(acceptance, now)) return [];
  const leftSeconds = Math.floor((acceptance.acceptedAt + AGE_ACCEPTANCE_MS - now) / 1000);
  return leftSeconds > 0 ? [cookieOp(leftSeconds)] : [];
}

/** The acceptance after accepting at `now`. */
export function acceptedAge(acceptance: AgeAcceptance, now: number, sessionOnly: boolean): AgeAcceptance {
  return sessionOnly ? { ...acceptance, forSession: true } : { ...acceptance, acceptedAt: now };
}
