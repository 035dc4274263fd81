import { writeOp, type StorageKey, type StorageOp } from './storage';

/**
 * The age notice (spec §4, §8, §9): a warning modal titled proof_of_age_popup_title, shown unless accepted.
 * Acceptance is kept 3 days (local storage `age_accepted_at`, the time of acceptance) or, in session mode, for
 * the browser session (session storage `age_accepted_session`).
 */
export const AGE_ACCEPTANCE_MS = 259_200_000;

export interface AgeAcceptance {
  /** When the notice was last accepted (ms since the epoch), or null. */
  readonly acceptedAt: number | null;
  /** Accepted in session mode during this browser session. */
  readonly forSession: boolean;
}

export const NO_AGE_ACCEPTANCE: AgeAcceptance = { acceptedAt: null, forSession: false };

/** The stored acceptance; bad values count as none. */
export function readAgeAcceptance(read: (key: StorageKey) => string | undefined): AgeAcceptance {
  const at = read('age_accepted_at')?.trim();
  const acceptedAt = at !== undefined && /^\d{1,16}$/.test(at) ? Number(at) : null;
  return { acceptedAt: acceptedAt !== null && Number.isSafeInteger(acceptedAt) ? acceptedAt : null, forSession: read('age_accepted_session') === '1' };
}

/**
 * Accepted at `now`: in this session (session mode), or less than 3 days ago. An acceptance dated in the future
 * (a clock set back) does not count: the notice shows again rather than for longer than 3 days.
 */
export function isAgeAccepted(acceptance: AgeAcceptance, now: number): boolean {
  if (acceptance.forSession) return true;
  if (acceptance.acceptedAt === null) return false;
  const age = now - acceptance.acceptedAt;
  return age >= 0 && age < AGE_ACCEPTANCE_MS;
}

/** Shown at start when the site has the notice and it is not accepted. */
export function isAgeNoticeVisible({ acceptance, now, enabled = true }: { readonly acceptance: AgeAcceptance; readonly now: number; readonly enabled?: boolean }): boolean {
  return enabled && !isAgeAccepted(acceptance, now);
}

/** What accepting at `now` stores. */
export function ageAcceptanceOps(now: number, sessionOnly: boolean): readonly StorageOp[] {
  return sessionOnly ? [writeOp('age_accepted_session', '1')] : [writeOp('age_accepted_at', String(now))];
}

/** The acceptance after accepting at `now`. */
export function acceptedAge(acceptance: AgeAcceptance, now: number, sessionOnly: boolean): AgeAcceptance {
  return sessionOnly ? { ...acceptance, forSession: true } : { ...acceptance, acceptedAt: now };
}
