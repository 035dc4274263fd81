import { err, ok, type Result } from '@betting/kernel';
import * as z from 'zod/mini';
import { authError, type AuthError } from './errors';

/** A fingerprint is fetched at most this many times in a row without getting a valid one (spec §5). */
export const FINGERPRINT_MAX_ATTEMPTS = 2;

/** expiresAt arrives as ms since the epoch or an ISO date-time; the client keeps ms. */
const ExpiresAtSchema = z.union([
  z.int().check(z.nonnegative()),
  z.pipe(
    z.iso.datetime({ offset: true }),
    z.transform((value: string) => new Date(value).getTime()),
  ),
]);

/** The fingerprint service's answer: token, expiry and the components data, all required (spec §3, §5). */
export const FingerprintSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: ExpiresAtSchema,
  componentsData: z.union([z.string().check(z.minLength(1)), z.record(z.string(), z.unknown())]),
});
export type Fingerprint = z.output<typeof FingerprintSchema>;

export function isFingerprintValid(fingerprint: Fingerprint | null, nowMs: number): boolean {
  return fingerprint !== null && fingerprint.token !== '' && fingerprint.expiresAt > nowMs;
}

export interface FingerprintState {
  readonly current: Fingerprint | null;
  /** Fetches since the last valid fingerprint. */
  readonly attempts: number;
}

export const INITIAL_FINGERPRINT_STATE: FingerprintState = { current: null, attempts: 0 };

export type FingerprintStep =
  | { readonly kind: 'use'; readonly fingerprint: Fingerprint }
  | { readonly kind: 'fetch'; readonly attempt: number }
  | { readonly kind: 'fail'; readonly error: AuthError };

/** Use the held fingerprint while valid; else fetch, at most twice in a row; then the fingerprint is a failure. */
export function nextFingerprintStep(state: FingerprintState, nowMs: number): FingerprintStep {
  if (state.current !== null && isFingerprintValid(state.current, nowMs)) return { kind: 'use', fingerprint: state.current };
  if (state.attempts >= FINGERPRINT_MAX_ATTEMPTS) return { kind: 'fail', error: authError('auth.fingerprint_attempts_exhausted') };
  return { kind: 'fetch', attempt: state.attempts + 1 };
}

export function parseFingerprintResponse(raw: unknown): Result<Fingerprint, AuthError> {
  const parsed = FingerprintSchema.safeParse(raw);
  return parsed.success ? ok(parsed.data) : err(authError('auth.fingerprint_response', parsed.error.message));
}

/**
 * A fetch answered: a complete, unexpired fingerprint is kept and the attempts start over; anything else
 * (missing field, already expired) is a failed attempt and the previous fingerprint stays.
 */
export function fingerprintReceived(
  state: FingerprintState,
  raw: unknown,
  nowMs: number,
): { readonly state: FingerprintState; readonly result: Result<Fingerprint, AuthError> } {
  const parsed = parseFingerprintResponse(raw);
  if (parsed.ok && isFingerprintValid(parsed.value, nowMs)) return { state: { current: parsed.value, attempts: 0 }, result: parsed };
  const result = parsed.ok ? err(authError('auth.fingerprint_response', 'expiresAt is not in the future')) : parsed;
  return { state: { current: state.current, attempts: state.attempts + 1 }, result };
}

/** A fetch that failed on the network counts as an attempt too. */
export function fingerprintFetchFailed(state: FingerprintState): FingerprintState {
  return { current: state.current, attempts: state.attempts + 1 };
}
